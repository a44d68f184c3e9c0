import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseMarkdown, plainTextOf, safeHref, sectionsOf } from './markdown';

describe('the policy pages’ Markdown', () => {
  it('reads sections with their ids, sub-headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      [
        'First line',
        'wraps on.',
        '',
        '## Window {#window}',
        '- one',
        '- two',
        '  goes on',
        '1. first',
        '2) second',
        '',
        '### Detail',
        'Text.',
        '## Window',
        '## Window',
      ].join('\r\n'),
    );
    expect(blocks).toEqual([
      { kind: 'p', text: 'First line wraps on.' },
      { kind: 'h2', text: 'Window', id: 'window' },
      { kind: 'ul', items: ['one', 'two goes on'] },
      { kind: 'ol', items: ['first', 'second'] },
      { kind: 'h3', text: 'Detail' },
      { kind: 'p', text: 'Text.' },
      // The same heading again gets an id of its own.
      { kind: 'h2', text: 'Window', id: 'window-2' },
      { kind: 'h2', text: 'Window', id: 'window-3' },
    ]);
    const { intro, sections } = sectionsOf(blocks);
    expect(intro).toEqual([{ kind: 'p', text: 'First line wraps on.' }]);
    expect(sections.map((s) => [s.id, s.blocks.length])).toEqual([
      ['window', 4],
      ['window-2', 0],
      ['window-3', 0],
    ]);
  });

  it('keeps an id that is not a plain slug out of the page, and the page’s own ids to the page', () => {
    const [heading] = parseMarkdown('## Bad {#"><script>}');
    expect(heading).toMatchObject({ kind: 'h2', id: 'bad-script' });
    const ids = parseMarkdown('## Page data\n## X {#root}\n## Y {#refunds-heading}\n## At a glance').map((b) =>
      'id' in b ? b.id : '',
    );
    expect(ids).toEqual(['page-data-section', 'root-section', 'refunds-heading-section', 'at-a-glance-section']);
  });

  it('reads a line of thousands of brackets and stars as text, whole', () => {
    const line = `${'['.repeat(20_000)}${'*'.repeat(20_000)}`;
    expect(plainTextOf(parseMarkdown(line))).toBe(line);
  });

  it('allows links to the shop’s paths, https, mail and phone only', () => {
    expect(safeHref('/orders')).toBe('/orders');
    expect(safeHref('#window')).toBe('#window');
    expect(safeHref('https://wa.me/919847012345')).toBe('https://wa.me/919847012345');
    expect(safeHref('mailto:hello@ridersbay.in')).toBe('mailto:hello@ridersbay.in');
    expect(safeHref('tel:+91 484 123 4567')).toBe('tel:+914841234567');
    expect(safeHref('tel:0471 555 0101')).toBe('tel:+914715550101');
    expect(safeHref('tel:1800 123')).toBe('tel:1800123');
    expect(safeHref('/help?topic=a b')).toBeUndefined();
    expect(safeHref('/returns?x=1#start-a-return')).toBe('/returns?x=1#start-a-return');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'http://evil.example',
      'https://evil.example/a b',
      'data:text/html,hi',
      'vbscript:x',
      'tel:1;alert',
      ' java\tscript:alert(1)',
    ]) {
      expect(safeHref(bad), bad).toBeUndefined();
    }
  });

  it('fills the shop’s details and leaves unknown names as written', () => {
    expect(fillPlaceholders('Call {phone} or {nobody}', { phone: '0471 555 0101' })).toBe(
      'Call 0471 555 0101 or {nobody}',
    );
  });
});
