/** Renders SVG drawings to WebP files at several widths. */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** `a.webp` + 400 -> `a-w400.webp`. */
export function widthPath(file: string, width: number): string {
  return file.endsWith('.webp') ? `${file.slice(0, -5)}-w${width}.webp` : `${file}-w${width}.webp`;
}

/**
 * Renders `svg` once per width (height keeps the aspect ratio). The first width is written to
 * `file`, the others to `widthPath(file, width)`. Each file goes to a temporary name first and is
 * renamed into place, so a crash never leaves a half-written image. Returns the paths written.
 */
export async function renderWebp(svg: string, file: string, widths: readonly number[]): Promise<string[]> {
  if (widths.length === 0) return [];
  // Loaded on first use: a server that draws nothing should not carry libvips in memory.
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(svg);
  const meta = await sharp(input).metadata();
  const svgWidth = meta.width ?? 0;
  if (svgWidth <= 0) throw new Error(`cannot read SVG width for ${file}`);
  await mkdir(dirname(file), { recursive: true });
  const written: string[] = [];
  for (const [i, width] of widths.entries()) {
    const out = i === 0 ? file : widthPath(file, width);
    // Rasterise at the target resolution instead of scaling a bitmap up.
    const density = Math.min(2400, Math.max(1, (72 * width) / svgWidth));
    const data = await sharp(input, { density }).resize({ width }).webp({ quality: 80, effort: 4 }).toBuffer();
    const tmp = `${out}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, out);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    written.push(out);
  }
  return written;
}
