import { SHOP_NAME } from '@store/contracts/constants';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export interface MailBody {
  /** Paragraphs of plain text; each becomes a <p> in the HTML version. */
  paragraphs: string[];
  /** A code shown large in the HTML version and on its own line in the text. */
  code?: string;
}

/** The shop's simple mail layout: the same words as HTML and as plain text. */
export function renderMail({ paragraphs, code }: MailBody): { text: string; html: string } {
  const [first = '', ...rest] = paragraphs;
  const text = [first, ...(code ? [code] : []), ...rest, `${SHOP_NAME}`].join('\n\n') + '\n';
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const codeBlock = code
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(code)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(SHOP_NAME)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(SHOP_NAME)}</h1>
${p(first)}${codeBlock}${rest.map(p).join('')}
</div></body></html>
`;
  return { text, html };
}
