import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// What every PDF the product writes shares (certificates, the measures of a risk assessment):
// its fonts and the breaking of text into lines.

// DejaVu Sans covers the Latin, Greek and Cyrillic names members have; PDF's standard fonts
// stop at Windows-1252 and would refuse a name like "Łukasz". Embedded as a subset, it adds
// only the letters a document uses.
const FONT_DIR = `${require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, '')}ttf/`;
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= { regular: readFileSync(`${FONT_DIR}DejaVuSans.ttf`), bold: readFileSync(`${FONT_DIR}DejaVuSans-Bold.ttf`) });

/** Embeds the product's regular and bold font into `pdf` as subsets. */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(fontFiles().regular, { subset: true }),
    bold: await pdf.embedFont(fontFiles().bold, { subset: true }),
  };
}

/** Splits text into lines no wider than `width`, breaking between words (a word longer than a line stays whole). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
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
