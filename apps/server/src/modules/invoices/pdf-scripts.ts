import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Text in any of the shop's scripts on an invoice (docs/decisions/108).
 *
 * pdfkit lays text out with fontkit, which cannot shape Malayalam ("മേരി" stops it with an error)
 * and writes Devanagari's vowel signs in the order they are drawn, so "प्रिया" reads back as
 * "िप्रया". Text that holds Malayalam, Devanagari or Tamil is therefore shaped with HarfBuzz, the
 * shaper browsers use, and drawn as the glyphs' outlines; over it goes the same text, invisible
 * (text render mode 3), in the order it was written and in the script's own font, stretched to
 * the width of what is drawn. A reader, a search or a copy takes the invisible text; the eye sees
 * the shaped glyphs. Latin text, digits and the ₹ sign are ordinary pdfkit text in Noto Sans.
 */

export type Family = 'latin' | 'malayalam' | 'devanagari' | 'tamil';
type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Family, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  malayalam: {
    regular: '@expo-google-fonts/noto-sans-malayalam/400Regular/NotoSansMalayalam_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-malayalam/700Bold/NotoSansMalayalam_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  tamil: {
    regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  },
};

/**
 * The script a character asks for, or null for one that belongs to its neighbours: spaces, the
 * joiners, combining marks and the dandas that several Indian scripts share.
 */
export function familyOf(codePoint: number): Family | null {
  if (codePoint === 0x20 || codePoint === 0xa0 || codePoint === 0x200c || codePoint === 0x200d) return null;
  if (codePoint >= 0x0300 && codePoint <= 0x036f) return null;
  if (codePoint === 0x0964 || codePoint === 0x0965) return null;
  if (codePoint >= 0x0d00 && codePoint <= 0x0d7f) return 'malayalam';
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)) return 'devanagari';
  if (codePoint >= 0x1cd0 && codePoint <= 0x1cff) return 'devanagari';
  if (codePoint >= 0x0b80 && codePoint <= 0x0bff) return 'tamil';
  return 'latin';
}

/** Whether a text needs shaping: it holds a character of one of the Indian scripts. */
export function needsShaping(text: string): boolean {
  for (const char of text) {
    const family = familyOf(char.codePointAt(0) ?? 0x20);
    if (family !== null && family !== 'latin') return true;
  }
  return false;
}

export interface Run {
  family: Family;
  text: string;
}

/** A text cut into runs of one script each; a neutral character joins the run before it (or after, at the start). */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const char of text) {
    const family = familyOf(char.codePointAt(0) ?? 0x20);
    const last = runs[runs.length - 1];
    if (family === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.family === family) {
      last.text += char;
    } else {
      runs.push({ family, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ family: 'latin', text: pending });
  return runs;
}

interface HbFont {
  upem: number;
  shape: (text: string) => { glyph: number; xAdvance: number; xOffset: number; yOffset: number }[];
  path: (glyph: number) => string;
}

interface FontkitFont {
  layout: (text: string, features?: unknown) => unknown;
  glyphsForString: (text: string) => { advanceWidth: number }[];
}

/** The fonts of one process, read on the first invoice that needs them and kept. */
export interface ScriptFonts {
  /** The fontkit font pdfkit embeds: shaped for Latin, character by character for the invisible text. */
  pdfFont: (family: Family, weight: Weight) => object;
  hb: (family: Family, weight: Weight) => HbFont;
}

let loaded: Promise<ScriptFonts> | undefined;

/** The fonts, loaded once per process (some 8 MiB of font files and HarfBuzz's 1 MiB of WebAssembly). */
export function scriptFonts(): Promise<ScriptFonts> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function load(): Promise<ScriptFonts> {
  const require = createRequire(import.meta.url);
  const [hb, fontkit] = await Promise.all([import('harfbuzzjs'), import('fontkit')]);
  const files = new Map<string, Buffer>();
  const file = (family: Family, weight: Weight) => {
    const key = `${family}-${weight}`;
    let bytes = files.get(key);
    if (!bytes) {
      bytes = readFileSync(require.resolve(FONT_FILES[family][weight]));
      files.set(key, bytes);
    }
    return bytes;
  };

  const pdfFonts = new Map<string, object>();
  const pdfFont = (family: Family, weight: Weight) => {
    const key = `${family}-${weight}`;
    let font = pdfFonts.get(key);
    if (!font) {
      const parsed = fontkit.create(file(family, weight)) as unknown as FontkitFont;
      if (family === 'latin') {
        font = parsed;
      } else {
        // The invisible layer: each character its own glyph, so the embedded font's ToUnicode
        // map gives every character back in the order it was written. No shaping, no positioning.
        const unshaped: FontkitFont = Object.create(parsed) as FontkitFont;
        unshaped.layout = (text: string) => {
          const glyphs = parsed.glyphsForString(text);
          return {
            glyphs,
            positions: glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })),
            advanceWidth: glyphs.reduce((sum, g) => sum + g.advanceWidth, 0),
          };
        };
        font = unshaped;
      }
      pdfFonts.set(key, font);
    }
    return font;
  };

  const hbFonts = new Map<string, HbFont>();
  const hbFont = (family: Family, weight: Weight): HbFont => {
    const key = `${family}-${weight}`;
    let font = hbFonts.get(key);
    if (!font) {
      const bytes = file(family, weight);
      const face = new hb.Face(new hb.Blob(new Uint8Array(bytes)));
      const shaper = new hb.Font(face);
      const paths = new Map<number, string>();
      font = {
        upem: face.upem,
        shape: (text) => {
          const buffer = new hb.Buffer();
          buffer.addText(text);
          buffer.guessSegmentProperties();
          hb.shape(shaper, buffer);
          const positions = buffer.getGlyphPositions();
          return buffer.getGlyphInfos().map((info, i) => ({
            glyph: info.codepoint,
            xAdvance: positions[i]?.xAdvance ?? 0,
            xOffset: positions[i]?.xOffset ?? 0,
            yOffset: positions[i]?.yOffset ?? 0,
          }));
        },
        path: (glyph) => {
          let path = paths.get(glyph);
          if (path === undefined) {
            path = shaper.glyphToPath(glyph);
            paths.set(glyph, path);
          }
          return path;
        },
      };
      hbFonts.set(key, font);
    }
    return font;
  };

  return { pdfFont, hb: hbFont };
}
