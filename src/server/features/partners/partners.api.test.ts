/**
 * /partners and /support through the real app (decision 037): the partner application and the
 * support message are stored, the site's admins are emailed (never the words) and the sender gets
 * a copy; bad input is a 4xx with nothing stored; both forms are rate limited; only site admins
 * list them and change their status; priority comes from the sender's plan; and the three PDFs
 * are real PDFs, the Referral Cards carrying the person's own link as a QR code.
 */
import { count } from 'drizzle-orm';
import QRCode from 'qrcode';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNERS_MSG, SUPPORT_MSG } from '@shared/messages.partners';
import { partnerApplications, supportRequests } from '../../db/schema';
import { runAdminCommand } from '../admin/admin.service';
import { referralCodeOf } from '../referrals/referral-codes';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { outboxMailsExceptConfirmation, outboxMailsTo } from '../../test/outbox';
import { CARD_SHEET } from './partner-pdfs';
import { contactMailSettled } from './contact-forms';

let ctx: TestContext;
let admin: TestClient;
let adminEmail: string;
let member: Awaited<ReturnType<typeof signedInClient>>;
let free: Awaited<ReturnType<typeof signedInClient>>;

const application = (over: Record<string, unknown> = {}) => ({
  name: 'Ruth Ames',
  organization: 'Quiet Harbour Counselling',
  email: 'ruth@quiet-harbour.example',
  partnerType: 'counsellor',
  phone: '+1 555 010 0199',
  message: 'Our private note: clients after a sudden loss.',
  ...over,
});
const supportMessage = (over: Record<string, unknown> = {}) => ({
  name: 'May',
  email: 'may@example.com',
  subject: 'My memorial’s song',
  message: 'The song on my mother’s page will not play.',
  ...over,
});
const rows = async (table: typeof partnerApplications | typeof supportRequests) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_FORM_MAX_PER_IP: '4', CONTACT_FORM_MAX_PER_ADDRESS: '2' });
  const a = await signedInClient(ctx);
  admin = a.client;
  adminEmail = a.account.email;
  await runAdminCommand(ctx.database.db, ['grant', adminEmail]);
  member = await signedInClient(ctx);
  await runAdminCommand(ctx.database.db, ['plan', member.account.email, 'monthly']);
  free = await signedInClient(ctx);
  // Past the trial every new account starts with (which has priority support, as any full access does).
  await runAdminCommand(ctx.database.db, ['plan', free.account.email, 'free']);
});
afterAll(async () => {
  await contactMailSettled();
  await ctx.close();
});

describe('partner applications', () => {
  it('stores one, tells the admins without its words, and lists it for admins only', async () => {
    const res = await new TestClient(ctx).post('/api/partners/applications', application());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.application.id as string;
    expect(res.body.application.status).toBe('new');

    await contactMailSettled();
    const mails = await outboxMailsExceptConfirmation(ctx.outboxDir, adminEmail);
    const told = mails.find((m) => m.subject === PARTNERS_MSG.mail.adminSubject);
    expect(told?.text).toContain('Quiet Harbour Counselling');
    expect(told?.text).toContain('Grief counsellor or therapist');
    expect(told?.raw).not.toContain('private note');
    expect(told?.raw).not.toContain('ruth@quiet-harbour');

    expect((await member.client.get('/api/admin/partner-applications')).status).toBe(403);
    const list = await admin.get('/api/admin/partner-applications');
    expect(list.status).toBe(200);
    expect(list.body.applications[0]).toMatchObject({
      id,
      organization: 'Quiet Harbour Counselling',
      partnerType: 'counsellor',
      message: 'Our private note: clients after a sudden loss.',
      status: 'new',
      fromAccount: false,
    });

    expect((await member.client.patch(`/api/admin/partner-applications/${id}`, { status: 'accepted' })).status).toBe(
      403,
    );
    const changed = await admin.patch(`/api/admin/partner-applications/${id}`, { status: 'contacted' });
    expect(changed.status).toBe(200);
    expect(changed.body.application.status).toBe('contacted');
    expect((await admin.patch(`/api/admin/partner-applications/${id}`, { status: 'lost' })).status).toBe(400);
    const missing = await admin.patch('/api/admin/partner-applications/00000000-0000-4000-8000-000000000000', {
      status: 'accepted',
    });
    expect(missing.status).toBe(404);
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const before = await rows(partnerApplications);
    const client = new TestClient(ctx);
    for (const bad of [
      application({ email: 'not-an-email' }),
      application({ name: '  ' }),
      application({ organization: undefined }),
      application({ partnerType: 'florist' }),
      application({ message: 'x'.repeat(2001) }),
      application({ phone: 'call me' }),
      application({ extra: true }),
    ]) {
      const res = await client.post('/api/partners/applications', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await client.post('/api/partners/applications', application({ email: 'x' }))).body.error.message).toBe(
      PARTNERS_MSG.form.emailInvalid,
    );
    expect(await rows(partnerApplications)).toBe(before);
  });

  it('keeps the applicant’s account when signed in, and limits per address and per IP', async () => {
    const email = 'limit@example.com';
    const mine = await free.client.post('/api/partners/applications', application({ email, message: undefined }));
    expect(mine.status).toBe(201);
    const list = (await admin.get('/api/admin/partner-applications')).body.applications;
    expect(list.find((a: { id: string }) => a.id === mine.body.application.id)).toMatchObject({
      fromAccount: true,
      message: null,
    });
    // The address: from another IP, the second is the last one allowed.
    expect((await new TestClient(ctx).post('/api/partners/applications', application({ email }))).status).toBe(201);
    const refused = await new TestClient(ctx).post('/api/partners/applications', application({ email }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(PARTNERS_MSG.rateLimited);
    // The IP: four, whatever the address.
    const one = new TestClient(ctx);
    for (let i = 0; i < 4; i++)
      expect((await one.post('/api/partners/applications', application({ email: `ip${i}@example.com` }))).status).toBe(
        201,
      );
    expect((await one.post('/api/partners/applications', application({ email: 'ip9@example.com' }))).status).toBe(429);
  });
});

describe('support requests', () => {
  it('stores one, tells the admins (priority marked, no words), and sends the sender a copy', async () => {
    const res = await member.client.post(
      '/api/support/requests',
      supportMessage({ email: member.account.email, subject: 'Billing <question>' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.request.priority).toBe(true);
    const anon = await new TestClient(ctx).post('/api/support/requests', supportMessage());
    expect(anon.body.request.priority).toBe(false);
    const freeOne = await free.client.post('/api/support/requests', supportMessage({ email: free.account.email }));
    expect(freeOne.body.request.priority).toBe(false);

    await contactMailSettled();
    const toAdmin = await outboxMailsTo(ctx.outboxDir, adminEmail);
    expect(toAdmin.some((m) => m.subject === SUPPORT_MSG.mail.adminSubject(true))).toBe(true);
    expect(toAdmin.some((m) => m.subject === SUPPORT_MSG.mail.adminSubject(false))).toBe(true);
    for (const m of toAdmin) {
      expect(m.raw).not.toContain('will not play');
      expect(m.raw).not.toContain('Billing');
    }
    const copy = (await outboxMailsTo(ctx.outboxDir, 'may@example.com'))[0];
    expect(copy?.subject).toBe(SUPPORT_MSG.mail.copySubject('My memorial’s song'));
    expect(copy?.text).toContain('The song on my mother’s page will not play.');
    expect(copy?.html).not.toContain('<question>');

    // Priority first, then the oldest; only admins.
    expect((await free.client.get('/api/admin/support-requests')).status).toBe(403);
    expect((await new TestClient(ctx).get('/api/admin/support-requests')).status).toBe(401);
    const list = (await admin.get('/api/admin/support-requests')).body.requests;
    expect(list.map((r: { id: string }) => r.id)).toEqual([
      res.body.request.id,
      anon.body.request.id,
      freeOne.body.request.id,
    ]);
    const closed = await admin.patch(`/api/admin/support-requests/${res.body.request.id}`, { status: 'closed' });
    expect(closed.body.request.status).toBe('closed');
    // A closed request goes after the open ones.
    const after = (await admin.get('/api/admin/support-requests')).body.requests;
    expect(after.at(-1).id).toBe(res.body.request.id);
  });

  it('refuses bad input, limits, and shows the configured contact', async () => {
    const before = await rows(supportRequests);
    const client = new TestClient(ctx);
    for (const bad of [
      supportMessage({ email: 'nope' }),
      supportMessage({ subject: '' }),
      supportMessage({ message: '   ' }),
      supportMessage({ message: 'x'.repeat(5001) }),
      supportMessage({ name: 'a\u0000b' }),
    ])
      expect((await client.post('/api/support/requests', bad)).status, JSON.stringify(bad)).toBe(400);
    expect(await rows(supportRequests)).toBe(before);
    const email = 'twice@example.com';
    expect((await new TestClient(ctx).post('/api/support/requests', supportMessage({ email }))).status).toBe(201);
    expect((await new TestClient(ctx).post('/api/support/requests', supportMessage({ email }))).status).toBe(201);
    const refused = await new TestClient(ctx).post('/api/support/requests', supportMessage({ email }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(SUPPORT_MSG.rateLimited);

    const contact = await client.get('/api/support/contact');
    expect(contact.body).toEqual({ name: 'the support team', email: 'support@localhost', phone: null });
    const configured = await createTestContext({
      SUPPORT_NAME: 'Jane Rivers',
      SUPPORT_EMAIL: 'help@example.org',
      SUPPORT_PHONE: '+1 555 010 0100',
    });
    try {
      expect((await new TestClient(configured).get('/api/support/contact')).body).toEqual({
        name: 'Jane Rivers',
        email: 'help@example.org',
        phone: '+1 555 010 0100',
      });
    } finally {
      await configured.close();
    }
  });

  it('answers a message that sounds like a crisis with help lines at once, and has it read first', async () => {
    const crisis = await new TestClient(ctx).post(
      '/api/support/requests',
      supportMessage({
        email: 'rowan@example.com',
        subject: 'Please cancel everything',
        message: 'I can’t go on without him. I have the pills here and I am going to take them all tonight.',
      }),
    );
    expect(crisis.status, JSON.stringify(crisis.body)).toBe(201);
    expect(crisis.body.support.risk).toBe('crisis');
    expect(crisis.body.support.helplines.length).toBeGreaterThan(0);
    expect(crisis.body.request.priority).toBe(true);
    const ordinary = await new TestClient(ctx).post(
      '/api/support/requests',
      supportMessage({ email: 'ash@example.com' }),
    );
    expect(ordinary.body.support).toBeUndefined();
  });

  it('puts the person’s own applications and messages in their data export', async () => {
    const { applicationsOf } = await import('./partners.service');
    const { requestsOf } = await import('../support/support.service');
    expect((await applicationsOf(ctx.database.db, free.userId)).map((a) => a.email)).toContain('limit@example.com');
    expect((await requestsOf(ctx.database.db, free.userId)).map((r) => r.subject)).toEqual(['My memorial’s song']);
    expect(await applicationsOf(ctx.database.db, member.userId)).toEqual([]);
  });
});

describe('the partner downloads', () => {
  const download = async (file: string, client?: TestClient) => {
    const res = await ctx.app.request(`/api/partners/downloads/${file}`, {
      headers: client ? { cookie: client.cookieHeader() } : {},
    });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  /** The rectangles a page's content draws (`x y cm` then a w×h path), as pdf-lib writes them. */
  const squares = (page: PDFPage, size: number) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let content = '';
    for (const ref of streams) {
      const stream = page.doc.context.lookup(ref as never);
      content += Buffer.from(
        stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : (stream as any).getContents(),
      ).toString('latin1');
    }
    const out: { x: number; y: number }[] = [];
    const re = /1 0 0 1 ([\d.]+) ([\d.]+) cm\n[^]*?0 0 m\n0 ([\d.]+) l\n([\d.]+) [\d.]+ l/g;
    for (const m of content.matchAll(re)) {
      if (Math.abs(Number(m[4]) - size) < 1e-3 && Math.abs(Number(m[3]) - size) < 1e-3)
        out.push({ x: Number(m[1]), y: Number(m[2]) });
    }
    return out;
  };

  /** The dark modules of the top-left card's QR code, as "row,col", read back from the drawing. */
  const firstCardQr = (page: PDFPage, n: number) => {
    const size = CARD_SHEET.qrSize / (n + 8);
    const all = squares(page, size);
    const left = Math.min(...all.map((s) => s.x));
    const top = Math.max(...all.map((s) => s.y));
    return new Set(
      all
        .filter((s) => s.x < left + n * size - size / 2 && s.y > top - n * size + size / 2)
        .map((s) => `${Math.round((top - s.y) / size)},${Math.round((s.x - left) / size)}`),
    );
  };
  const expectedQr = (link: string) => {
    const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
    const dark = new Set<string>();
    for (let r = 0; r < qr.modules.size; r++)
      for (let c = 0; c < qr.modules.size; c++) if (qr.modules.get(r, c)) dark.add(`${r},${c}`);
    return { dark, n: qr.modules.size };
  };

  it('are real PDFs with good names; the cards carry the signed-in person’s own link', async () => {
    for (const [file, name] of [
      ['brochure.pdf', 'forget-me-not-brochure.pdf'],
      ['partner-guide.pdf', 'forget-me-not-partner-guide.pdf'],
    ] as const) {
      const { res, bytes } = await download(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(doc.getTitle()).toMatch(/Forget-me-not/);
    }

    const mine = await download('referral-cards.pdf', free.client);
    expect(mine.res.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.res.headers.get('content-disposition')).toBe('attachment; filename="forget-me-not-referral-cards.pdf"');
    const code = await referralCodeOf(ctx.database.db, free.userId);
    const link = `${ctx.deps.config.publicUrl}/auth?ref=${code}`;
    const page = (await PDFDocument.load(mine.bytes)).getPage(0);
    const want = expectedQr(link);
    expect(firstCardQr(page, want.n)).toEqual(want.dark);
    // Eight cards, each with the same code.
    expect(squares(page, CARD_SHEET.qrSize / (want.n + 8)).length).toBe(8 * want.dark.size);

    const anyone = await download('referral-cards.pdf');
    const sitePage = (await PDFDocument.load(anyone.bytes)).getPage(0);
    const site = expectedQr(`${ctx.deps.config.publicUrl}/auth`);
    expect(firstCardQr(sitePage, site.n)).toEqual(site.dark);

    expect((await download('secrets.pdf')).res.status).toBe(404);
  });
});
