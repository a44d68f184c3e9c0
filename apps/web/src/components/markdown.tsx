import { indianPhoneDigits } from '@store/contracts/shop-details';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The Markdown of the policy pages staff edit (docs/decisions/106), read into React elements and
 * never into HTML: a policy cannot carry a script, a style or an element of its own. The subset:
 * `## Title {#id}` sections, `### ` sub-headings, paragraphs, `- ` and `1. ` lists, `**bold**`,
 * `*italic*` and `[links](to)` to the shop's own paths, https, mailto: and tel: addresses; anything
 * else shows as the text it is.
 */

export type MarkdownBlock =
  | { kind: 'h2'; text: string; id: string }
  | { kind: 'h3'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

/** An id an anchor can name: the heading's own `{#id}`, else its words in lower case joined by hyphens. */
export function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section'
  );
}

const HEADING_ID = / {0,8}\{#([a-z0-9][a-z0-9-]{0,59})\} {0,8}$/;

/**
 * Ids the page itself uses: a section named after one would take its place (`page-data` would hide
 * the answers placed in the page from the browser). Such a section gets `-section` after its id.
 */
const RESERVED_IDS = new Set(['root', 'main', 'page-data', 'at-a-glance', 'test-payments-banner']);
const usableId = (id: string) => (RESERVED_IDS.has(id) || id.endsWith('-heading') ? `${id}-section` : id);
const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;

/** The blocks of a text; ids of sections are made unique in order. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const ids = new Set<string>();
  let paragraph: string[] = [];
  let list: { kind: 'ul' | 'ol'; items: string[] } | undefined;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push(list);
    list = undefined;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = BULLET.test(raw) ? 'ul' : NUMBERED.test(raw) ? 'ol' : undefined;
    if (!line) {
      endParagraph();
      endList();
    } else if (heading) {
      endParagraph();
      endList();
      const own = HEADING_ID.exec(heading[2]!);
      const text = heading[2]!.replace(HEADING_ID, '').trim();
      if (heading[1]!.length <= 2) {
        const wanted = usableId(own?.[1] ?? slugOf(text));
        let id = wanted;
        for (let n = 2; ids.has(id); n += 1) id = `${wanted}-${n}`;
        ids.add(id);
        blocks.push({ kind: 'h2', text, id });
      } else blocks.push({ kind: 'h3', text });
    } else if (item) {
      endParagraph();
      if (list?.kind !== item) endList();
      list ??= { kind: item, items: [] };
      list.items.push(raw.replace(item === 'ul' ? BULLET : NUMBERED, '').trim());
    } else if (list && /^\s{2,}/.test(raw)) {
      // A wrapped list item goes on.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}

/** `{email}`, `{phone}` and the like filled with the shop's details; an unknown name stays as written. */
export function fillPlaceholders(markdown: string, values: Record<string, string>): string {
  return markdown.replace(/\{([a-z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The base a link is read against: a path that leaves it (`/\evil.example`) is not the shop's. */
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * Where a link may go: the shop's own paths and anchors, https, mail and phone; undefined for the
 * rest. A path is read as a browser reads it (a backslash is a slash, tabs and newlines vanish),
 * and must stay on the shop's origin.
 */
export function safeHref(written: string): string | undefined {
  const href = written.trim();
  // Control characters and white space inside an address: browsers drop some and not others.
  const checked = href.replace(/^tel:[+\d\s-]+$/i, 'tel:');
  if ([...checked].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  if (/^#[\w-]+$/.test(href)) return href;
  if (href.startsWith('/')) {
    if (href.includes('\\') || !URL.canParse(href, OWN_ORIGIN)) return undefined;
    const url = new URL(href, OWN_ORIGIN);
    return url.origin === OWN_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
  }
  if (/^https:\/\/[^\s\\]+$/i.test(href) && URL.canParse(href)) return href;
  if (/^mailto:[^\s\\]+$/i.test(href)) return href;
  if (/^tel:[+\d\s-]+$/i.test(href)) {
    // An Indian number as the shop's own links dial it, +91 and ten digits, however it is written.
    const digits = indianPhoneDigits(href.slice(4));
    return digits ? `tel:+91${digits}` : `tel:${href.slice(4).replace(/[^\d+]/g, '')}`;
  }
  return undefined;
}

// A link's address may hold spaces only where safeHref allows them: a phone number as staff write it.
// Each part is bounded, so a long line of brackets or stars costs a bounded scan per position.
const INLINE = /\*\*([^*]{1,300})\*\*|\*([^*]{1,300})\*|\[([^\]]{1,300})\]\(([^)]{1,500})\)/g;

/** A line's bold, italic and links as elements; everything else as text. */
export function Inline({ text }: { text: string }): ReactNode {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, italic, label, href] = match;
    if (match.index > at) nodes.push(text.slice(at, match.index));
    const key = match.index;
    if (bold !== undefined) nodes.push(<strong key={key}>{<Inline text={bold} />}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{<Inline text={italic} />}</em>);
    else {
      const to = safeHref(href!);
      const content = <Inline text={label!} />;
      if (!to) nodes.push(<Fragment key={key}>{content}</Fragment>);
      else if (to.startsWith('/')) {
        nodes.push(
          <Link key={key} to={to}>
            {content}
          </Link>,
        );
      } else {
        nodes.push(
          <a key={key} href={to} {...(/^https?:/i.test(to) ? { rel: 'noopener noreferrer' } : {})}>
            {content}
          </a>,
        );
      }
    }
    at = match.index + whole.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return <>{nodes}</>;
}

/** Blocks as elements: paragraphs, lists and sub-headings (sections are laid out by the page). */
export function MarkdownBlocks({ blocks }: { blocks: MarkdownBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'h2':
            return (
              <h2 key={i} id={block.id}>
                <Inline text={block.text} />
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i}>
                <Inline text={block.text} />
              </h3>
            );
          case 'p':
            return (
              <p key={i}>
                <Inline text={block.text} />
              </p>
            );
          default: {
            const List = block.kind;
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline text={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}

export interface MarkdownSection {
  id: string;
  title: string;
  blocks: MarkdownBlock[];
}

/** The blocks before the first section, and each `##` section with its own. */
export function sectionsOf(blocks: MarkdownBlock[]): { intro: MarkdownBlock[]; sections: MarkdownSection[] } {
  const intro: MarkdownBlock[] = [];
  const sections: MarkdownSection[] = [];
  for (const block of blocks) {
    if (block.kind === 'h2') sections.push({ id: block.id, title: block.text, blocks: [] });
    else (sections.at(-1)?.blocks ?? intro).push(block);
  }
  return { intro, sections };
}

/** Blocks as plain words, marks and link addresses left out: a description for search engines. */
export function plainTextOf(blocks: MarkdownBlock[]): string {
  const words = (text: string) => text.replace(INLINE, (_, bold, italic, label) => bold ?? italic ?? label ?? '');
  return blocks
    .map((block) => ('items' in block ? block.items.map(words).join(' ') : words(block.text)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
