/** The page-speed run's targets and its report (bench/results/page-speed.md). */
import type { Figures } from './lighthouse-audit';
import type { WithoutJs } from './without-javascript';

export const TARGETS = { performance: 0.95, accessibility: 0.95, seo: 1, homeInitialJsKb: 150 };

export type Page = { name: string; path: string };
/** A page's kept run, every run's performance score, and the one-minute load average before them. */
export type PageResult = Page & { kept: Figures; scores: number[]; load: number };
/** The home page's first-render scripts, gzipped. */
export type InitialJs = { kb: number; files: { file: string; kb: number }[] };

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '?');

/** The figures as markdown with PASS/FAIL per target, and whether every target was met. */
export function report(
  pages: PageResult[],
  js: InitialJs,
  meta: string[],
  withoutJs: WithoutJs[],
): { md: string; ok: boolean } {
  let ok = withoutJs.every((page) => page.ok);
  const rows = pages.map(({ name, path: pagePath, kept, scores, load }) => {
    const perfOk = kept.performance >= TARGETS.performance;
    const a11yOk = kept.accessibility >= TARGETS.accessibility;
    const seoOk = kept.seo >= TARGETS.seo;
    ok &&= perfOk && a11yOk && seoOk;
    const range = scores.length > 1 ? ` (${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)})` : '';
    return (
      `| ${name} \`${pagePath}\` | ${kept.performance.toFixed(2)}${range} ${pass(perfOk)} ` +
      `| ${kept.accessibility.toFixed(2)} ${pass(a11yOk)} | ${kept.seo.toFixed(2)} ${pass(seoOk)} ` +
      `| ${fixed(kept.lcpMs / 1000, 2)} s | ${fixed(kept.cls, 3)} ` +
      `| ${fixed(kept.tbtMs, 0)} ms | ${kept.scriptKb.toFixed(1)} KB | ${load.toFixed(1)} |`
    );
  });
  const jsOk = js.kb < TARGETS.homeInitialJsKb;
  ok &&= jsOk;
  const details = pages.flatMap(({ name, kept }) => [
    `- **${name}**: LCP element \`${kept.lcpElement.slice(0, 160)}\``,
    ...kept.misses.slice(0, 8).map((m) => `  - ${m}`),
  ]);
  const md = [
    '# Page speed',
    '',
    ...meta.map((line) => `${line}  `),
    '',
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, ` +
      `SEO ≥ ${TARGETS.seo} on each page; ` +
      `home initial JavaScript < ${TARGETS.homeInitialJsKb} KB gzipped.`,
    '',
    '| Page | Performance (min–max) | Accessibility | SEO | LCP | CLS | TBT | JS transferred | Load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Home initial JavaScript (index.html's entry and modulepreloads, gzipped): ` +
      `**${js.kb.toFixed(1)} KB** ${pass(jsOk)}`,
    '',
    ...js.files.map((f) => `- \`${f.file}\` ${f.kb.toFixed(1)} KB`),
    '',
    '## With JavaScript off',
    '',
    '| Page | First heading | Products | Prices | Result |',
    '| --- | --- | --- | --- | --- |',
    ...withoutJs.map(
      (page) =>
        `| ${page.name} \`${page.path}\` | ${page.heading.slice(0, 60)} | ${page.products} | ${page.prices} | ${pass(page.ok)} |`,
    ),
    '',
    '## Largest contentful paint and audits below 0.9 (kept run)',
    '',
    ...details,
    '',
    `Overall: ${pass(ok)}`,
    '',
  ].join('\n');
  return { md, ok };
}
