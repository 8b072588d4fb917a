import { readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont, RGB } from 'pdf-lib';

// What every PDF the product writes shares (certificates, the measures of a risk assessment):
// its fonts, its colours and the breaking of text into lines.

/**
 * pdf-lib, loaded with the first PDF: with fontkit and exceljs (lib/excel.ts) it would add tens
 * of megabytes to every server at start (`process.memoryUsage()`, the idle RSS of bench:api),
 * most of which never writes a PDF or a workbook.
 */
export const loadPdfLib = (): Promise<typeof import('pdf-lib')> => import('pdf-lib');

/** A colour as pdf-lib's `rgb` makes it (components 0–1), without loading pdf-lib for a constant. */
export const colour = (red: number, green: number, blue: number): RGB => ({ type: 'RGB' as RGB['type'], red, green, blue });

// DejaVu Sans covers the Latin, Greek and Cyrillic names members have; PDF's standard fonts
// stop at Windows-1252 and would refuse a name like "Łukasz". Embedded as a subset, it adds
// only the letters a document uses.
const FONT_DIR = `${require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, '')}ttf/`;
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= { regular: readFileSync(`${FONT_DIR}DejaVuSans.ttf`), bold: readFileSync(`${FONT_DIR}DejaVuSans-Bold.ttf`) });

/** A new PDF with the product's regular and bold font embedded as subsets. */
export async function createPdfDocument(): Promise<{ pdf: PDFDocument; fonts: { regular: PDFFont; bold: PDFFont } }> {
  const [{ PDFDocument }, { default: fontkit }] = await Promise.all([loadPdfLib(), import('@pdf-lib/fontkit')]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = {
    regular: await pdf.embedFont(fontFiles().regular, { subset: true }),
    bold: await pdf.embedFont(fontFiles().bold, { subset: true }),
  };
  return { pdf, fonts };
}

/** Splits text into lines no wider than `width`, breaking between words, and within a word wider than a line. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((each) => splitLongWord(each, font, size, width))) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A word wider than a line in pieces that fit, each but the last ending in a hyphen (a narrow column's "Wirksamkeitsprüfung"). */
function splitLongWord(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && font.widthOfTextAtSize(`${piece}${character}-`, size) > width) {
      pieces.push(`${piece}-`);
      piece = '';
    }
    piece += character;
  }
  return [...pieces, piece];
}
