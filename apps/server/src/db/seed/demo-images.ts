import type { DemoCatalog, PaletteName, PartKind } from './demo-types';

/** Where each demo picture lives under /media; the same drawing is shared by products that look alike. */
export const demoImageUrl = {
  product: (kind: PartKind, palette: PaletteName, view: number) => `/media/demo/p/${kind}-${palette}-${view}.webp`,
  brand: (slug: string) => `/media/demo/b/${slug}.webp`,
  category: (kind: PartKind, palette: PaletteName) => `/media/demo/c/${kind}-${palette}.webp`,
  banner: (index: number) => `/media/demo/banner/${index}.webp`,
};

export type DemoImageJob =
  | { type: 'product'; url: string; kind: PartKind; palette: PaletteName; view: number }
  | { type: 'brand'; url: string; name: string; colors: readonly [string, string] }
  | { type: 'category'; url: string; kind: PartKind; palette: PaletteName }
  | { type: 'banner'; url: string; kind: PartKind; palette: PaletteName; index: number };

/** Every distinct picture the catalog refers to, once each. */
export function demoImageJobs(catalog: DemoCatalog): DemoImageJob[] {
  const jobs = new Map<string, DemoImageJob>();
  const add = (job: DemoImageJob) => jobs.set(job.url, job);
  for (const p of catalog.products) {
    for (let view = 0; view < p.imageCount; view++) {
      add({
        type: 'product',
        url: demoImageUrl.product(p.kind, p.palette, view),
        kind: p.kind,
        palette: p.palette,
        view,
      });
    }
  }
  for (const b of catalog.brands)
    add({ type: 'brand', url: demoImageUrl.brand(b.slug), name: b.name, colors: b.colors });
  for (const c of [...catalog.categories, ...catalog.collections]) {
    const kind = 'imageKind' in c ? c.imageKind : c.kind;
    add({ type: 'category', url: demoImageUrl.category(kind, c.palette), kind, palette: c.palette });
  }
  catalog.banners.forEach((b, index) =>
    add({ type: 'banner', url: demoImageUrl.banner(index), kind: b.kind, palette: b.palette, index }),
  );
  return [...jobs.values()];
}
