/**
 * One calm layout for every email: plain text and HTML from the same parts, every user-written
 * value escaped in the HTML. No images, no tracking pixels, no remote resources.
 */
import { APP_NAME } from '@shared/constants';
import { escapeHtml } from '../lib/html';

export interface EmailParts {
  /** The first lines, one paragraph each. */
  paragraphs: string[];
  /** A short list of links after the paragraphs (the circles of a digest). */
  links?: Array<{ label: string; url: string }>;
  /** One button (a link in the text part). */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Small print at the end (why this email came, how to stop it). */
  footer: string[];
  /** A link in the small print, such as an unsubscribe link. */
  footerLink?: { label: string; url: string };
}

const paragraphHtml = (text: string, style: string) =>
  `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

export function renderEmail(parts: EmailParts): { text: string; html: string } {
  const text = [
    ...parts.paragraphs,
    ...(parts.links?.length ? [parts.links.map((l) => `- ${l.label}\n  ${l.url}`).join('\n')] : []),
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...(parts.after ?? []),
    '--',
    ...parts.footer,
    ...(parts.footerLink ? [`${parts.footerLink.label}: ${parts.footerLink.url}`] : []),
  ].join('\n\n');

  const body = 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#3f3a36;';
  const small = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#7a726b;';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(APP_NAME)}</title></head>
<body style="margin:0;padding:0;background:#f7f4f0;font-family:Georgia,'Times New Roman',serif;">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:0.04em;color:#8a7f76;">${escapeHtml(APP_NAME)}</p>
${parts.paragraphs.map((p) => paragraphHtml(p, body)).join('\n')}
${
  parts.links?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.6;color:#3f3a36;">${parts.links
        .map((l) => `<li><a href="${escapeHtml(l.url)}" style="color:#6b5b95;">${escapeHtml(l.label)}</a></li>`)
        .join('')}</ul>`
    : ''
}
${
  parts.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#6b5b95;color:#ffffff;text-decoration:none;font-size:16px;">${escapeHtml(parts.action.label)}</a></p>`
    : ''
}
${(parts.after ?? []).map((p) => paragraphHtml(p, body)).join('\n')}
<hr style="border:none;border-top:1px solid #e4ddd5;margin:32px 0 16px;">
${parts.footer.map((p) => paragraphHtml(p, small)).join('\n')}
${parts.footerLink ? `<p style="${small}"><a href="${escapeHtml(parts.footerLink.url)}" style="color:#6b5b95;">${escapeHtml(parts.footerLink.label)}</a></p>` : ''}
</div>
</body></html>
`;
  return { text, html };
}
