import { type Family, needsShaping, runsOf, type ScriptFonts } from './pdf-scripts';

export interface InkStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** The width to wrap in; without it the text stays on one line. */
  width?: number;
  align?: 'left' | 'right';
}

interface ShapedRun {
  family: Family;
  text: string;
  width: number;
  glyphs: { glyph: number; x: number; dx: number; dy: number }[];
}

const fontName = (family: Family, bold: boolean | undefined) => `${family}-${bold ? 'bold' : 'regular'}`;

/**
 * Writes an invoice's text in whatever script it is in (docs/decisions/108). Text of Latin letters,
 * digits and the ₹ sign goes to pdfkit as it is; text with Malayalam, Devanagari or Tamil in it is
 * laid out here, word by word, shaped by HarfBuzz and drawn as outlines under an invisible copy.
 */
export class Ink {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: ScriptFonts,
  ) {
    for (const family of ['latin', 'malayalam', 'devanagari', 'tamil'] as const) {
      for (const weight of ['regular', 'bold'] as const) {
        // pdfkit takes any font object with a layout(); its types know only files and buffers.
        doc.registerFont(`${family}-${weight}`, fonts.pdfFont(family, weight) as unknown as Buffer);
      }
    }
  }

  /**
   * Writes the text with its top-left at (x, y), or below the text written last when they are
   * left out, as pdfkit's own text() does. Leaves the document's cursor under it and returns that y.
   */
  text(text: string, x: number | undefined, y: number | undefined, style: InkStyle): number {
    const doc = this.doc;
    const left = x ?? doc.x;
    const top = y ?? doc.y;
    doc
      .font(fontName('latin', style.bold))
      .fontSize(style.size)
      .fillColor(style.color ?? '#000');
    if (!needsShaping(text)) {
      if (style.width === undefined) {
        // pdfkit leaves its cursor where it was when it is not to break lines: move it under the text.
        doc.text(text, left, top, { lineBreak: false });
        doc.y = top + text.split('\n').length * doc.currentLineHeight(true);
      } else {
        doc.text(text, left, top, { width: style.width, align: style.align ?? 'left' });
      }
      doc.x = left;
      return doc.y;
    }
    const lineHeight = doc.currentLineHeight(true);
    const ascent = (doc as unknown as { _font: { ascender: number } })._font.ascender;
    let lineTop = top;
    for (const line of this.lines(text, style)) {
      this.drawLine(line, left, lineTop + (ascent / 1000) * style.size, style);
      lineTop += lineHeight;
    }
    doc.font(fontName('latin', style.bold)).fontSize(style.size);
    doc.x = left;
    doc.y = lineTop;
    return lineTop;
  }

  /** The height text() would take. */
  heightOf(text: string, style: InkStyle): number {
    const doc = this.doc;
    doc.font(fontName('latin', style.bold)).fontSize(style.size);
    if (!needsShaping(text)) {
      return style.width === undefined
        ? text.split('\n').length * doc.currentLineHeight(true)
        : doc.heightOfString(text, { width: style.width });
    }
    return this.lines(text, style).length * doc.currentLineHeight(true);
  }

  /** The text's lines, each a list of words: its own line breaks, then words moved down past the width. */
  private lines(text: string, style: InkStyle): ShapedRun[][][] {
    const space = this.shape(' ', style)[0]?.width ?? 0;
    const lines: ShapedRun[][][] = [];
    for (const paragraph of text.split('\n')) {
      let line: ShapedRun[][] = [];
      let width = 0;
      for (const word of paragraph.split(/ +/).flatMap((w) => this.fitted(w, style))) {
        const shaped = this.shape(word, style);
        const wordWidth = widthOf(shaped);
        if (line.length > 0 && style.width !== undefined && width + space + wordWidth > style.width) {
          lines.push(line);
          line = [];
          width = 0;
        }
        width += (line.length > 0 ? space : 0) + wordWidth;
        line.push(shaped);
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * A word as pieces that each fit the width: whole when it fits, as pdfkit keeps a Latin word,
   * else cut between letters as written (grapheme clusters), as pdfkit cuts one wider than its box.
   */
  private fitted(word: string, style: InkStyle): string[] {
    if (!word) return [];
    const width = style.width;
    if (width === undefined || widthOf(this.shape(word, style)) <= width) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const { segment } of graphemes.segment(word)) {
      if (piece && widthOf(this.shape(piece + segment, style)) > width) {
        pieces.push(piece);
        piece = segment;
      } else {
        piece += segment;
      }
    }
    if (piece) pieces.push(piece);
    return pieces;
  }

  private shape(text: string, style: InkStyle): ShapedRun[] {
    return runsOf(text).map((run) => {
      const font = this.fonts.hb(run.family, style.bold ? 'bold' : 'regular');
      const scale = style.size / font.upem;
      let pen = 0;
      const glyphs = font.shape(run.text).map((g) => {
        const placed = { glyph: g.glyph, x: pen, dx: g.xOffset * scale, dy: g.yOffset * scale };
        pen += g.xAdvance * scale;
        return placed;
      });
      return { family: run.family, text: run.text, width: pen, glyphs };
    });
  }

  private drawLine(words: ShapedRun[][], left: number, baseline: number, style: InkStyle) {
    const doc = this.doc;
    const space = this.shape(' ', style)[0]?.width ?? 0;
    const width = words.reduce((sum, word) => sum + widthOf(word), 0) + space * Math.max(0, words.length - 1);
    let x = style.align === 'right' && style.width !== undefined ? left + style.width - width : left;
    const color = style.color ?? '#000';
    for (const word of words) {
      for (const run of word) {
        // What the eye sees: the shaped glyphs' outlines, in font units with y upwards.
        const font = this.fonts.hb(run.family, style.bold ? 'bold' : 'regular');
        const scale = style.size / font.upem;
        for (const g of run.glyphs) {
          const path = font.path(g.glyph);
          if (!path) continue;
          doc.save();
          doc.translate(x + g.x + g.dx, baseline - g.dy).scale(scale, -scale);
          doc.path(path).fill(color);
          doc.restore();
        }
        // What a reader takes: the run's characters in the order written, invisible, on the same
        // baseline and as wide as drawn, one word at a time so that readers see the spaces by the gaps.
        doc.font(fontName(run.family, style.bold)).fontSize(style.size);
        const natural = doc.widthOfString(run.text);
        if (natural > 0 && run.width > 0) {
          doc.save();
          doc.addContent('3 Tr');
          // horizontalScaling is pdfkit's Tz, missing from its types.
          const options = { lineBreak: false, baseline: 'alphabetic', horizontalScaling: (run.width / natural) * 100 };
          doc.text(run.text, x, baseline, options as PDFKit.Mixins.TextOptions);
          doc.restore();
        }
        x += run.width;
      }
      x += space;
    }
  }
}

const widthOf = (runs: ShapedRun[]) => runs.reduce((sum, run) => sum + run.width, 0);
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
