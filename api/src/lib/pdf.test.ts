import { rgb } from 'pdf-lib';
import { colour, loadPdfLib } from './pdf';
import { loadExcelJs } from './excel';

test('a colour is what pdf-lib’s rgb makes of the same components', () => {
  expect(colour(0.13, 0.49, 1)).toEqual(rgb(0.13, 0.49, 1));
});

test('pdf-lib and exceljs load on demand', async () => {
  expect(typeof (await loadPdfLib()).PDFDocument.create).toBe('function');
  expect(typeof (await loadExcelJs()).Workbook).toBe('function');
});
