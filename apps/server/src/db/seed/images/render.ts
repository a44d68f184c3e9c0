/** Renders SVG drawings to WebP at several widths. */

/** `a.webp` + 400 -> `a-w400.webp`. */
export function widthPath(file: string, width: number): string {
  return file.endsWith('.webp') ? `${file.slice(0, -5)}-w${width}.webp` : `${file}-w${width}.webp`;
}

/**
 * Renders `svg` once per width (height keeps the aspect ratio), answering one WebP per width in
 * the same order; the caller stores them (the first under its name, the others at `widthPath`).
 */
export async function renderWebp(svg: string, widths: readonly number[]): Promise<Buffer[]> {
  if (widths.length === 0) return [];
  // Loaded on first use: a server that draws nothing should not carry libvips in memory.
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(svg);
  const meta = await sharp(input).metadata();
  const svgWidth = meta.width ?? 0;
  if (svgWidth <= 0) throw new Error('cannot read the SVG width');
  const rendered: Buffer[] = [];
  for (const width of widths) {
    // Rasterise at the target resolution instead of scaling a bitmap up.
    const density = Math.min(2400, Math.max(1, (72 * width) / svgWidth));
    rendered.push(await sharp(input, { density }).resize({ width }).webp({ quality: 80, effort: 4 }).toBuffer());
  }
  return rendered;
}
