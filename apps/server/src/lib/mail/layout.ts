import { SHOP_NAME } from '@store/contracts/constants';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A table of label and amount rows (items, totals); `strong` rows are bold, as a total. */
export interface MailRows {
  rows: { label: string; value: string; strong?: boolean }[];
}

/** A link shown as a button in HTML and as 'label: address' in the text. */
export interface MailLink {
  link: { label: string; url: string };
}

/** What follows the first paragraph and the code: paragraphs, tables and links, in order. */
export type MailBlock = string | MailRows | MailLink;

export interface MailBody {
  /** Paragraphs of plain text; each becomes a <p> in the HTML version. */
  paragraphs: MailBlock[];
  /** A code shown large in the HTML version and on its own line in the text. */
  code?: string;
}

const textOf = (block: MailBlock): string =>
  typeof block === 'string'
    ? block
    : 'rows' in block
      ? block.rows.map((r) => `${r.label}: ${r.value}`).join('\n')
      : `${block.link.label}: ${block.link.url}`;

const CELL = 'padding:6px 0;border-bottom:1px solid #eee;vertical-align:top';

function htmlOf(block: MailBlock): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  if ('rows' in block) {
    const rows = block.rows
      .map((r) => {
        const weight = r.strong ? ';font-weight:bold' : '';
        return `<tr><td style="${CELL}${weight}">${escapeHtml(r.label)}</td><td style="${CELL};text-align:right;white-space:nowrap;padding-left:12px${weight}">${escapeHtml(r.value)}</td></tr>`;
      })
      .join('');
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
  }
  return `<p style="margin:0 0 12px"><a href="${escapeHtml(block.link.url)}" style="display:inline-block;background:#c2410c;color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px;font-weight:bold">${escapeHtml(block.link.label)}</a></p>`;
}

/** The shop's simple mail layout: the same words as HTML and as plain text. */
export function renderMail({ paragraphs, code }: MailBody): { text: string; html: string } {
  const [first = '', ...rest] = paragraphs;
  const text = [textOf(first), ...(code ? [code] : []), ...rest.map(textOf), `${SHOP_NAME}`].join('\n\n') + '\n';
  const p = htmlOf;
  const codeBlock = code
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(code)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(SHOP_NAME)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(SHOP_NAME)}</h1>
${p(first)}${codeBlock}${rest.map(p).join('')}
${FOOTER_SLOT}
</div></body></html>
`;
  return { text, html };
}

/**
 * Where the shop's contact details go in a mail's HTML. They are put in when the mail is sent,
 * not when it is queued (docs/decisions/106): a mail carries the details as they are then.
 */
const FOOTER_SLOT = '<!--shop-footer-->';

/** The shop's details as a mail's footer shows them. */
export interface MailFooter {
  addressLines: string[];
  phone: string;
  email: string;
}

/** A mail rendered by `renderMail` with the shop's details below it; any other is left as it is. */
export function withShopFooter<T extends { text: string; html: string }>(mail: T, footer: MailFooter): T {
  if (!mail.html.includes(FOOTER_SLOT)) return mail;
  const lines = [...footer.addressLines, `Phone ${footer.phone} · ${footer.email}`];
  const html =
    `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #eee;font-size:12px;line-height:1.5;color:#666">` +
    `${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    ...mail,
    text: `${mail.text.trimEnd()}\n${lines.join('\n')}\n`,
    html: mail.html.replace(FOOTER_SLOT, () => html),
  };
}
