import { rgb } from 'pdf-lib';
import { colour, createPdfDocument, loadPdfLib, wrapText } from './pdf';
import { loadExcelJs } from './excel';

test('a colour is what pdf-lib’s rgb makes of the same components', () => {
  expect(colour(0.13, 0.49, 1)).toEqual(rgb(0.13, 0.49, 1));
});

test('pdf-lib and exceljs load on demand', async () => {
  expect(typeof (await loadPdfLib()).PDFDocument.create).toBe('function');
  expect(typeof (await loadExcelJs()).Workbook).toBe('function');
});

test('text wraps between words, and a word wider than its column in hyphenated pieces that fit', async () => {
  const { fonts } = await createPdfDocument();
  const width = fonts.regular.widthOfTextAtSize('Wirksamkeits', 9);
  const lines = wrapText('Die Wirksamkeitsprüfung folgt', fonts.regular, 9, width);
  expect(lines.join('|').replace(/-\|/g, '')).toBe('Die|Wirksamkeitsprüfung|folgt');
  for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(width);
  expect(lines.filter((line) => line.endsWith('-')).length).toBeGreaterThan(0);
});
