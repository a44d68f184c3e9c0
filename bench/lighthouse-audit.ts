/**
 * Lighthouse on one page of the running store, as `page-speed.ts` uses it: Lighthouse's defaults
 * (mobile form factor, simulated throttling), the performance, accessibility and SEO categories.
 */
import lighthouse, { type Result } from 'lighthouse';

const KB = 1024;

/** What one Lighthouse run says about a page. */
export type Figures = {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  lcpElement: string;
  misses: string[];
  lhr: Result;
};

const score = (lhr: Result, id: string) => lhr.categories[id]?.score ?? 0;
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** Audits that cost points, worst first, to say where to look when a score falls. */
function misses(lhr: Result): string[] {
  const found: { weight: number; text: string }[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.weight === 0 && audit.details?.type !== 'opportunity') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      found.push({ weight: ref.weight * (1 - audit.score), text: `${categoryId}: ${audit.title}${value}` });
    }
  }
  return found.sort((a, b) => b.weight - a.weight).map((m) => m.text);
}

function figuresOf(lhr: Result): Figures {
  type Request = { resourceType?: string; transferSize?: number };
  const requests = (lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);
  // The audit's first table holds the element, the second its LCP phases.
  type LcpDetails = { items?: { items?: { node?: { snippet?: string } }[] }[] };
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    scriptKb: scriptBytes / KB,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    misses: misses(lhr),
    lhr,
  };
}

/** One Lighthouse run; a failed one (NO_FCP or NO_NAVSTART now and then on a busy machine) is tried twice more. */
async function runLighthouse(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const problem = result ? result.lhr.runtimeError?.message : 'Lighthouse returned nothing';
    if (result && !problem) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${problem}`);
    console.log(`  run failed (${problem}); trying again`);
  }
}

/** Runs Lighthouse `count` times on one page and keeps the run with the median performance score. */
export async function auditPage(
  url: string,
  port: number,
  count: number,
): Promise<{ kept: Figures; scores: number[] }> {
  const runs: Figures[] = [];
  for (let i = 0; i < count; i++) runs.push(figuresOf(await runLighthouse(url, port)));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { kept: sorted[Math.floor(sorted.length / 2)]!, scores: runs.map((r) => r.performance) };
}
