/**
 * The three downloads of /partners (decision 037), made here on request with pdf-lib: the
 * Brochure, the Referral Cards (a printable US Letter sheet of business cards, each with a QR
 * code of the person's own referral link) and the Partner Guide. In the product's look: its
 * colours (src/web/styles.css, converted to sRGB), its serif headings and the forget-me-not mark.
 *
 * What they promise matches /terms and /safety; the only figures are the spec's own (the trial,
 * the prices, "start in 30 seconds").
 */
import QRCode from 'qrcode';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { APP_NAME, PRICES, TRIAL } from '@shared/constants';
import { PARTNER_REPLY, PARTNERS_MSG, SUPPORT_HOURS, SUPPORT_REPLY } from '@shared/messages.partners';
import type { PartnerDownloadFile } from '@shared/schemas/partners';

/** The product's colours (oklch in styles.css, as sRGB). */
const C = {
  background: hex('f8fafe'),
  foreground: hex('1f2635'),
  primary: hex('546bbd'),
  petal: hex('6b7fd7'),
  secondary: hex('e8effc'),
  muted: hex('5a6475'),
  accent: hex('f4e6ca'),
  border: hex('d9dee8'),
  heart: hex('f5d565'),
  white: rgb(1, 1, 1),
};

function hex(h: string): RGB {
  return rgb(parseInt(h.slice(0, 2), 16) / 255, parseInt(h.slice(2, 4), 16) / 255, parseInt(h.slice(4, 6), 16) / 255);
}

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 56;

export interface PdfContext {
  publicUrl: string;
  support: { name: string; email: string; phone: string | null };
}

interface Fonts {
  sans: PDFFont;
  bold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
}

async function newDoc(title: string, subject: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} · ${APP_NAME}`);
  doc.setSubject(subject);
  doc.setAuthor(APP_NAME);
  doc.setCreator(APP_NAME);
  doc.setProducer(APP_NAME);
  doc.setLanguage('en');
  const fonts: Fonts = {
    sans: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  return { doc, fonts };
}

/** Text the standard fonts can draw: anything else (from configuration) becomes "?". */
function drawable(font: PDFFont, value: string): string {
  const set = new Set(font.getCharacterSet());
  return [...value].map((ch) => (set.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** The forget-me-not mark (public/favicon.svg): five petals around a yellow heart, `size` wide. */
function drawMark(page: PDFPage, x: number, y: number, size: number): void {
  const s = size / 64;
  // The SVG's y runs down; the page's runs up.
  const petals: [number, number][] = [
    [32, 18],
    [46, 30],
    [40, 46],
    [24, 46],
    [18, 30],
  ];
  for (const [cx, cy] of petals) page.drawCircle({ x: x + cx * s, y: y + (64 - cy) * s, size: 11 * s, color: C.petal });
  page.drawCircle({ x: x + 32 * s, y: y + (64 - 33) * s, size: 7 * s, color: C.heart });
}

/** Lines of at most `width` points. */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** A page of flowing text: headings, paragraphs and bullets, with a new page when one is full. */
class Flow {
  private page!: PDFPage;
  private y = 0;
  private pageNo = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageNo += 1;
    this.page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: C.background });
    this.page.drawRectangle({ x: 0, y: PAGE.height - 10, width: PAGE.width, height: 10, color: C.primary });
    const f = this.fonts.sans;
    const footer = drawable(f, this.footer);
    this.page.drawLine({
      start: { x: MARGIN, y: 44 },
      end: { x: PAGE.width - MARGIN, y: 44 },
      thickness: 0.5,
      color: C.border,
    });
    this.page.drawText(footer, { x: MARGIN, y: 30, size: 8.5, font: f, color: C.muted });
    const n = String(this.pageNo);
    this.page.drawText(n, {
      x: PAGE.width - MARGIN - f.widthOfTextAtSize(n, 8.5),
      y: 30,
      size: 8.5,
      font: f,
      color: C.muted,
    });
    this.y = PAGE.height - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < 64) this.newPage();
  }

  /** The cover block: the mark, the product's name and the document's title. */
  cover(title: string, lead: string): this {
    drawMark(this.page, MARGIN, this.y - 48, 48);
    this.page.drawText(APP_NAME, {
      x: MARGIN + 60,
      y: this.y - 22,
      size: 22,
      font: this.fonts.serifBold,
      color: C.foreground,
    });
    this.page.drawText(drawable(this.fonts.sans, title), {
      x: MARGIN + 60,
      y: this.y - 42,
      size: 12,
      font: this.fonts.sans,
      color: C.primary,
    });
    this.y -= 76;
    const width = PAGE.width - 2 * MARGIN;
    const lines = wrap(this.fonts.serif, lead, 15, width - 32);
    const boxHeight = lines.length * 20 + 24;
    this.page.drawRectangle({ x: MARGIN, y: this.y - boxHeight, width, height: boxHeight, color: C.secondary });
    let y = this.y - 28;
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + 16, y, size: 15, font: this.fonts.serif, color: C.foreground });
      y -= 20;
    }
    this.y -= boxHeight + 24;
    return this;
  }

  heading(value: string): this {
    this.room(60);
    this.y -= 8;
    this.page.drawText(drawable(this.fonts.serifBold, value), {
      x: MARGIN,
      y: this.y - 16,
      size: 17,
      font: this.fonts.serifBold,
      color: C.foreground,
    });
    this.page.drawRectangle({ x: MARGIN, y: this.y - 24, width: 36, height: 2, color: C.primary });
    this.y -= 38;
    return this;
  }

  paragraph(value: string, opts: { indent?: number; bullet?: string; bold?: boolean } = {}): this {
    const font = opts.bold ? this.fonts.bold : this.fonts.sans;
    const indent = opts.indent ?? 0;
    const size = 10.5;
    const lines = wrap(font, drawable(font, value), size, PAGE.width - 2 * MARGIN - indent);
    for (const [i, line] of lines.entries()) {
      this.room(16);
      if (i === 0 && opts.bullet) {
        this.page.drawText(opts.bullet, {
          x: MARGIN + indent - 14,
          y: this.y - size,
          size,
          font: this.fonts.bold,
          color: C.primary,
        });
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: C.foreground });
      this.y -= 15;
    }
    this.y -= 6;
    return this;
  }

  bullets(items: string[]): this {
    for (const item of items) this.paragraph(item, { indent: 16, bullet: '•' });
    return this;
  }

  steps(items: string[]): this {
    items.forEach((item, i) => this.paragraph(item, { indent: 18, bullet: `${i + 1}.` }));
    return this;
  }

  /** A tinted note (a promise, a safety line). */
  note(value: string): this {
    const width = PAGE.width - 2 * MARGIN;
    const lines = wrap(this.fonts.sans, drawable(this.fonts.sans, value), 10.5, width - 28);
    const height = lines.length * 15 + 18;
    this.room(height + 8);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width, height, color: C.accent });
    let y = this.y - 20;
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + 14, y, size: 10.5, font: this.fonts.sans, color: C.foreground });
      y -= 15;
    }
    this.y -= height + 14;
    return this;
  }
}

const trial = `${TRIAL.days}-day free trial`;
const prices = `$${PRICES.monthly} a month, or $${PRICES.annual} a year`;

/** What the product offers, in the words families will read (matches /terms and /safety). */
const OFFERS = [
  'Memorial pages: photos, videos, a favourite song and the story of a life, private, shared by link, or public. Visitors can leave messages in a guestbook the family looks after.',
  'An AI grief companion that listens at any hour. It is an AI, not a person, and it is not therapy: it says so at the start of every conversation.',
  'A private journal, legacy letters that can be delivered on a chosen date, and gentle anniversary reminders the family can switch off.',
  'Support circles and grief buddies for peer support, and a library of resources about loss and grieving.',
];

const PROMISES = [
  'Families own what they add. They can export everything, or delete it, at any time.',
  'Journals and companion conversations are private to the person who wrote them. Partners never see them.',
  'Personal information is never sold or shared with third parties for their marketing.',
  'Every message to the companion is checked for signs of crisis; someone who may be in danger is shown help lines and urged to reach emergency services. The companion never describes ways to self-harm.',
];

const contactLines = (ctx: PdfContext) => [
  `Email ${ctx.support.email}${ctx.support.phone ? `, or call ${ctx.support.phone}` : ''}. ${SUPPORT_HOURS}. ${SUPPORT_REPLY}`,
  `Or write to us from ${ctx.publicUrl}/support.`,
];

async function brochure(ctx: PdfContext): Promise<Uint8Array> {
  const { doc, fonts } = await newDoc('Brochure', 'What families find in the product, for grief professionals');
  new Flow(doc, fonts, `${APP_NAME} · ${ctx.publicUrl}`)
    .cover(
      'A brochure for grief professionals',
      'A gentle place to remember someone, and to be heard in the long days after a loss.',
    )
    .heading('What families find')
    .bullets(OFFERS)
    .heading('Why professionals recommend it')
    .bullets([
      'It fills the hours between appointments, meetings and services, when grief is often heaviest.',
      'It points people back to the humans around them: the companion reminds people it cannot replace care, and hands over to crisis lines whenever someone may be in danger.',
      'A memorial page gathers the people who could not be there, and keeps the stories they share.',
      'It is quiet: no autoplay, no reminders nobody asked for, no upsell inside a conversation.',
    ])
    .heading('Privacy and safety')
    .bullets(PROMISES)
    .heading('Getting started')
    .paragraph(
      `Families start in 30 seconds at ${ctx.publicUrl}/auth with a ${trial}. Premium plans are ${prices}; after the trial, one memorial and 20 companion messages a month stay free.`,
    )
    .note(
      `Partner with us: apply at ${ctx.publicUrl}/partners. We will send referral cards with your own link, and answer your questions. ${PARTNER_REPLY}`,
    )
    .heading('Contact')
    .paragraph(contactLines(ctx).join(' '));
  return doc.save();
}

async function guide(ctx: PdfContext): Promise<Uint8Array> {
  const { doc, fonts } = await newDoc('Partner Guide', 'How partners introduce families to the product');
  new Flow(doc, fonts, `${APP_NAME} Partner Guide · ${ctx.publicUrl}`)
    .cover('Partner Guide', 'How to introduce a grieving family to the product, gently and safely.')
    .heading('Welcome')
    .paragraph(
      `Thank you for walking beside families at one of the hardest times of their lives. This guide explains what ${APP_NAME} is, when to suggest it, how to refer a family, and what we promise them.`,
    )
    .heading('When to suggest it')
    .bullets([
      'When someone wants a place to gather photos, stories and messages about the person they lost.',
      'When the nights are long and they would like to write, or talk, between your sessions or meetings.',
      'When family and friends are far apart and want one page to share.',
    ])
    .note(
      'It is not a crisis service and not therapy. If someone may be in danger, help them reach emergency services or a crisis line first. Inside the product, a person who may be in crisis is shown help lines at once.',
    )
    .heading('How to refer a family')
    .steps([
      'Give them one of your referral cards, or send your referral link. Your personal link is on your cards when you download them signed in, and on your Referrals page.',
      `They create an account at ${ctx.publicUrl}/auth. It takes about 30 seconds and starts a ${trial}.`,
      'They decide what to add and who may see it. A memorial can stay private, be shared by a link, or be public.',
      'When they are ready, they can invite family to the memorial and its guestbook.',
    ])
    .heading('For counsellors and therapists')
    .bullets([
      'Suggest the private journal for feelings that are hard to say aloud; it is theirs alone, and you never see it.',
      'Legacy letters help with things left unsaid. They can be kept, or delivered on a chosen date.',
      'The AI companion is honest that it is an AI. It can be a bridge between sessions, never a substitute for them.',
    ])
    .heading('For funeral homes')
    .bullets([
      'Families can create a memorial page the same day, and print its QR code for the service programme.',
      'The guestbook lets those who could not attend leave a message; the family approves or removes entries.',
      'Nothing is shown publicly unless the family chooses it.',
    ])
    .heading('For support groups')
    .bullets([
      'Support circles give your members a gentle place to keep talking between meetings; private circles are by invitation.',
      'Grief buddies connect people with a similar loss, only when both agree.',
      'Posts that may signal a crisis are held for care and the site team is told, so nobody is left alone with them.',
    ])
    .heading('Our promises to the families you refer')
    .bullets(PROMISES)
    .heading('Questions')
    .paragraph(`${PARTNERS_MSG.contactBody} ${contactLines(ctx).join(' ')}`);
  return doc.save();
}

/** Where the cards sit on the sheet (points, from the bottom left): two columns of four business cards. */
export const CARD_SHEET = {
  columns: 2,
  rows: 4,
  width: 252,
  height: 144,
  left: (PAGE.width - 2 * 252) / 2,
  top: PAGE.height - 120,
  /** The QR code's side on a card, quiet zone included. */
  qrSize: 104,
};

async function referralCards(ctx: PdfContext, referralLink: string | null): Promise<Uint8Array> {
  const { doc, fonts } = await newDoc('Referral Cards', 'Printable cards that carry a referral link as a QR code');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const link = referralLink ?? `${ctx.publicUrl}/auth`;
  const shownLink = drawable(fonts.sans, link.replace(/^https?:\/\//, ''));
  const heading = referralLink
    ? 'Your referral cards. Cut along the lines; each card carries your own link.'
    : 'Referral cards. Cut along the lines.';
  page.drawText(heading, { x: CARD_SHEET.left, y: PAGE.height - 64, size: 11, font: fonts.bold, color: C.foreground });
  page.drawText(drawable(fonts.sans, referralLink ? `Your link: ${link}` : PARTNERS_MSG.cardsSignedOut), {
    x: CARD_SHEET.left,
    y: PAGE.height - 82,
    size: 9,
    font: fonts.sans,
    color: C.muted,
  });

  const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  // Four modules of quiet zone on each side, as the QR standard asks.
  const moduleSize = CARD_SHEET.qrSize / (n + 8);
  const fit = (value: string, font: PDFFont, size: number, width: number) => {
    let s = value;
    while (s.length > 4 && font.widthOfTextAtSize(s, size) > width) s = `${s.slice(0, -2)}…`.replace(/……$/, '…');
    return s;
  };

  for (let row = 0; row < CARD_SHEET.rows; row++) {
    for (let col = 0; col < CARD_SHEET.columns; col++) {
      const x = CARD_SHEET.left + col * CARD_SHEET.width;
      const y = CARD_SHEET.top - (row + 1) * CARD_SHEET.height;
      page.drawRectangle({
        x,
        y,
        width: CARD_SHEET.width,
        height: CARD_SHEET.height,
        color: C.white,
        borderColor: C.border,
        borderWidth: 0.75,
        borderDashArray: [3, 3],
      });
      drawMark(page, x + 14, y + CARD_SHEET.height - 42, 28);
      page.drawText(APP_NAME, {
        x: x + 48,
        y: y + CARD_SHEET.height - 30,
        size: 14,
        font: fonts.serifBold,
        color: C.foreground,
      });
      const textWidth = CARD_SHEET.width - CARD_SHEET.qrSize - 24;
      const lines = wrap(fonts.serif, 'A gentle place to remember, and to be heard.', 10, textWidth);
      lines.forEach((line, i) =>
        page.drawText(line, { x: x + 14, y: y + 78 - i * 13, size: 10, font: fonts.serif, color: C.foreground }),
      );
      page.drawText('Scan to begin, or visit:', { x: x + 14, y: y + 34, size: 7.5, font: fonts.sans, color: C.muted });
      page.drawText(fit(shownLink, fonts.bold, 7.5, textWidth), {
        x: x + 14,
        y: y + 22,
        size: 7.5,
        font: fonts.bold,
        color: C.primary,
      });
      // The QR code: its dark modules as squares, in the product's foreground colour on white.
      const qx = x + CARD_SHEET.width - CARD_SHEET.qrSize - 8;
      const qy = y + (CARD_SHEET.height - CARD_SHEET.qrSize) / 2;
      const origin = { x: qx + 4 * moduleSize, top: qy + CARD_SHEET.qrSize - 4 * moduleSize };
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          if (!qr.modules.get(r, c)) continue;
          page.drawRectangle({
            x: origin.x + c * moduleSize,
            y: origin.top - (r + 1) * moduleSize,
            width: moduleSize,
            height: moduleSize,
            color: C.foreground,
          });
        }
      }
    }
  }
  page.drawText(drawable(fonts.sans, `${APP_NAME} · ${ctx.publicUrl}/partners`), {
    x: CARD_SHEET.left,
    y: 40,
    size: 8.5,
    font: fonts.sans,
    color: C.muted,
  });
  return doc.save();
}

const shared = new Map<string, Promise<Uint8Array>>();

/**
 * The PDF `file`. The Brochure and the Guide are the same for everyone on a site and kept once made;
 * the Referral Cards carry `referralLink` (null: the site's /auth link).
 */
export function partnerPdf(
  file: PartnerDownloadFile,
  ctx: PdfContext,
  referralLink: string | null,
): Promise<Uint8Array> {
  if (file === 'referral-cards.pdf') return referralCards(ctx, referralLink);
  const key = `${file}\u0000${JSON.stringify(ctx)}`;
  let made = shared.get(key);
  if (!made) {
    made = file === 'brochure.pdf' ? brochure(ctx) : guide(ctx);
    // A failure is not kept: the next request tries again.
    made.catch(() => shared.delete(key));
    shared.set(key, made);
  }
  return made;
}
