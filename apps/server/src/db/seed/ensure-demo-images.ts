import { access } from 'node:fs/promises';
import path from 'node:path';
import { NO_IMAGE } from '../../modules/catalog/product-cards.repo';
import { bannerSvg } from './images/banner-svg';
import { brandSvg } from './images/brand-svg';
import { categorySvg } from './images/category-svg';
import { productSvg } from './images/product-svg';
import { renderWebp } from './images/render';
import { demoImageJobs, type DemoImageJob } from './demo-images';
import { PALETTES, type DemoCatalog } from './demo-types';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

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
 * Renders every demo picture the catalog refers to that is not on disk yet (the first start
 * renders them all; later starts find them). Returns how many were drawn.
 */
export async function ensureDemoImages(
  uploadDir: string,
  catalog: DemoCatalog,
  onStart?: (missing: number) => void,
  concurrency = 2,
): Promise<number> {
  const fallback: DemoImageJob = { type: 'product', url: NO_IMAGE, kind: 'motorcycle', palette: 'chrome', view: 0 };
  const jobs = [...demoImageJobs(catalog), fallback];
  const fileOf = (url: string) => path.join(uploadDir, url.replace(/^\/media\//, ''));
  const missing: DemoImageJob[] = [];
  for (const job of jobs) if (!(await exists(fileOf(job.url)))) missing.push(job);

  if (missing.length > 0) onStart?.(missing.length);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      const { svg, widths } = draw(job);
      await renderWebp(svg, fileOf(job.url), widths);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return missing.length;
}
