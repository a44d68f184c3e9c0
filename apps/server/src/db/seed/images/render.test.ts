import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PALETTES, PART_KINDS, type PaletteName } from '../demo-types';
import { bannerSvg } from './banner-svg';
import { brandSvg } from './brand-svg';
import { categorySvg } from './category-svg';
import { backdropSvg, productSvg } from './product-svg';
import { renderWebp } from './render';

const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

async function raster(svg: string, width: number): Promise<{ data: Buffer; stdev: number }> {
  const img = sharp(Buffer.from(svg)).resize({ width }).removeAlpha();
  const [{ data }, stats] = await Promise.all([
    img.clone().raw().toBuffer({ resolveWithObject: true }),
    img
      .clone()
      .png()
      .toBuffer()
      .then((b) => sharp(b).stats()),
  ]);
  return { data, stdev: Math.max(...stats.channels.map((c) => c.stdev)) };
}

describe('product drawings', () => {
  it('renders every kind to a non-blank image that differs from every other kind', async () => {
    const seen = new Map<string, string>();
    const empties = new Map<object, { data: Buffer }>();
    for (const [i, kind] of PART_KINDS.entries()) {
      const palette = PALETTES[PALETTE_NAMES[i % PALETTE_NAMES.length] ?? 'racing_red'];
      const { data, stdev } = await raster(productSvg(kind, palette, 0, 200), 200);
      expect(data.length, kind).toBe(200 * 200 * 3);
      expect(stdev, `${kind} looks blank`).toBeGreaterThan(20);
      // The drawing must cover a real part of the frame, not just tint the backdrop.
      const empty = empties.get(palette) ?? (await raster(backdropSvg(palette, 0, 200), 200));
      empties.set(palette, empty);
      let changed = 0;
      for (let p = 0; p < data.length; p += 3) {
        const d =
          Math.abs((data[p] ?? 0) - (empty.data[p] ?? 0)) +
          Math.abs((data[p + 1] ?? 0) - (empty.data[p + 1] ?? 0)) +
          Math.abs((data[p + 2] ?? 0) - (empty.data[p + 2] ?? 0));
        if (d > 60) changed++;
      }
      expect(changed / (200 * 200), `${kind} covers too little`).toBeGreaterThan(0.05);
      const key = data.toString('base64');
      expect(seen.get(key), `${kind} draws the same as ${seen.get(key)}`).toBeUndefined();
      seen.set(key, kind);
    }
  });

  it('draws different kinds differently even in the same palette', async () => {
    const a = await raster(productSvg('gloves', PALETTES.racing_red, 0, 96), 96);
    const b = await raster(productSvg('tyre', PALETTES.racing_red, 0, 96), 96);
    let diff = 0;
    for (let i = 0; i < a.data.length; i++) diff += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
    expect(diff / a.data.length).toBeGreaterThan(10);
  });

  it('gives four distinct gallery views', async () => {
    const views = await Promise.all(
      [0, 1, 2, 3].map((v) => raster(productSvg('helmet-full-face', PALETTES.petrol_blue, v, 96), 96)),
    );
    expect(new Set(views.map((v) => v.data.toString('base64'))).size).toBe(4);
  });

  it('renders banners and category tiles at their sizes', async () => {
    const banner = await sharp(Buffer.from(bannerSvg('motorcycle', PALETTES.orange_ktm, 1))).metadata();
    expect([banner.width, banner.height]).toEqual([1600, 640]);
    const tile = await raster(categorySvg('boots', PALETTES.olive), 150);
    expect(tile.stdev).toBeGreaterThan(20);
  });
});

describe('brandSvg', () => {
  it('escapes XML special characters and still renders', async () => {
    const svg = brandSvg('K&N', ['#d7261e', '#ffffff']);
    expect(svg).toContain('K&amp;N');
    expect(brandSvg('A<B>"C\'', ['#000000', '#ffffff'])).toContain('A&lt;B&gt;&quot;C&apos;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.width, meta.height]).toEqual([400, 200]);
  });
});

describe('renderWebp', () => {
  it('renders every width, in order, with the right size', async () => {
    const images = await renderWebp(productSvg('tyre', PALETTES.gunmetal, 0, 800), [320, 120]);
    expect(images).toHaveLength(2);
    for (const [image, w] of [
      [images[0], 320],
      [images[1], 120],
    ] as const) {
      const meta = await sharp(image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w]);
    }
  });
});
