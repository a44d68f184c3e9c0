import { mediaKey, type Storage } from '../../lib/storage/storage';
import { NO_IMAGE } from '../../modules/catalog/product-cards.repo';
import { bannerSvg } from './images/banner-svg';
import { brandSvg } from './images/brand-svg';
import { categorySvg } from './images/category-svg';
import { productSvg } from './images/product-svg';
import { renderWebp, widthPath } from './images/render';
import { demoImageJobs, type DemoImageJob } from './demo-images';
import { PALETTES, type DemoCatalog } from './demo-types';

/** How many pictures are looked up or drawn at once: a bucket answers each look-up after a round trip. */
const LOOKUPS_AT_ONCE = 16;

/** Runs `task` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function keyOf(url: string): string {
  const key = mediaKey(url);
  if (!key) throw new Error(`demo picture outside /media: ${url}`);
  return key;
}

function draw(job: DemoImageJob): { svg: string; widths: number[] } {
  switch (job.type) {
    case 'product':
      return { svg: productSvg(job.kind, PALETTES[job.palette], job.view), widths: [800, 400] };
    case 'brand':
      return { svg: brandSvg(job.name, job.colors), widths: [400] };
    case 'category':
      return { svg: categorySvg(job.kind, PALETTES[job.palette]), widths: [600, 300] };
    case 'banner':
      return { svg: bannerSvg(job.kind, PALETTES[job.palette], job.index), widths: [1600, 800] };
  }
}

/**
 * Renders every demo picture the catalog refers to that is not in the storage yet (the first
 * start renders them all; later starts, on any server, find them). Returns how many were drawn.
 */
export async function ensureDemoImages(
  storage: Storage,
  catalog: DemoCatalog,
  onStart?: (missing: number) => void,
  concurrency = 2,
): Promise<number> {
  const fallback: DemoImageJob = { type: 'product', url: NO_IMAGE, kind: 'motorcycle', palette: 'chrome', view: 0 };
  const jobs = [...demoImageJobs(catalog), fallback];
  const missing: DemoImageJob[] = [];
  await eachLimited(jobs, LOOKUPS_AT_ONCE, async (job) => {
    if (!(await storage.exists(keyOf(job.url)))) missing.push(job);
  });

  if (missing.length > 0) onStart?.(missing.length);
  await eachLimited(missing, concurrency, async (job) => {
    const { svg, widths } = draw(job);
    const key = keyOf(job.url);
    const [main, ...others] = await renderWebp(svg, widths);
    // The named picture last: it is what the look-up above checks, so a start cut short draws again.
    await Promise.all(others.map((bytes, i) => storage.put(widthPath(key, widths[i + 1]!), bytes, 'image/webp')));
    await storage.put(key, main!, 'image/webp');
  });
  return missing.length;
}
