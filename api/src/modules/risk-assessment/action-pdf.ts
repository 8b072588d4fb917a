import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import {
  riskRecordDocument,
  translateCommon,
  type Language,
  type RiskLevel,
  type RiskRecord,
  type RiskRecordCell,
} from '@compliance/shared-contracts';
import { colour, createPdfDocument, wrapText } from '../../lib/pdf';

// An evaluated analysis's record (shared-contracts' riskRecordDocument) as a PDF (A4 landscape) to
// file or print: what the print page shows, written by the server so the file is the same whoever
// downloads it. Every level is named in words; its colour is only a square beside them.

/** What a worker renders: the record, in which language, as of when (ISO date-time). */
export interface RiskRecordRendering {
  record: RiskRecord;
  language: Language;
  at: string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 40;
const SIZE = 9;
const LINE = SIZE * 1.3;
const PADDING = 4;
const INK = colour(0.13, 0.13, 0.13);
const MUTED = colour(0.35, 0.35, 0.35);
const RULE = colour(0.75, 0.75, 0.75);
const HEADER_FILL = colour(0.93, 0.93, 0.93);

/** The levels' colours as the screens have them (docs/product.md §4): green, orange, red. */
const LEVEL_COLOURS: Readonly<Record<RiskLevel, RGB>> = {
  'very-low': colour(0.18, 0.49, 0.2),
  low: colour(1, 0.6, 0),
  medium: colour(0.93, 0.42, 0.01),
  high: colour(0.83, 0.18, 0.18),
  'very-high': colour(0.72, 0.11, 0.11),
};

/** A page being written, top to bottom; a new one starts when the next block would not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }

  get width(): number {
    return A4_LANDSCAPE[0] - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.pdf.addPage(A4_LANDSCAPE);
    this.y = A4_LANDSCAPE[1] - MARGIN;
  }

  /** Room for a block of `height` points, on this page or the next. Answers whether a new page began. */
  room(height: number): boolean {
    if (this.y - height >= MARGIN + LINE) return false;
    this.newPage();
    return true;
  }

  /** Wrapped text across the full width. */
  paragraph(text: string, { font = this.fonts.regular, size = SIZE + 1, color = INK } = {}): void {
    for (const line of wrapText(text, font, size, this.width)) {
      this.room(size * 1.35);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color });
      this.y -= size * 1.35;
    }
  }

  /** One table row: each cell's lines wrapped to its column, the row as tall as its tallest cell, ruled below. */
  row(
    cells: readonly { lines: string[]; marker?: RGB }[],
    widths: readonly number[],
    { bold = false, fill }: { bold?: boolean; fill?: RGB } = {},
  ): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const height = Math.max(...cells.map((cell) => cell.lines.length)) * LINE + 2 * PADDING;
    const top = this.y;
    if (fill) this.page.drawRectangle({ x: MARGIN, y: top - height, width: widths.reduce((a, b) => a + b, 0), height, color: fill });
    let x = MARGIN;
    cells.forEach((cell, index) => {
      let textX = x + PADDING;
      if (cell.marker) {
        this.page.drawRectangle({ x: textX, y: top - PADDING - SIZE + 1, width: SIZE - 2, height: SIZE - 2, color: cell.marker });
        textX += SIZE + 2;
      }
      cell.lines.forEach((line, lineIndex) =>
        this.page.drawText(line, { x: textX, y: top - PADDING - SIZE - lineIndex * LINE, size: SIZE, font, color: INK }),
      );
      x += widths[index] ?? 0;
    });
    this.page.drawLine({ start: { x: MARGIN, y: top - height }, end: { x, y: top - height }, thickness: 0.5, color: RULE });
    this.y = top - height;
  }
}

/** A cell as paper shows it: its text, a factor with its level's colour beside it. */
const paperCell = (cell: RiskRecordCell) => ({ text: cell.text, marker: cell.kind === 'factor' ? LEVEL_COLOURS[cell.level] : undefined });

/** The record as an A4 landscape PDF in its language, with page numbers. */
export async function renderRiskRecordPdf({ record, language, at }: RiskRecordRendering): Promise<Uint8Array> {
  const document = riskRecordDocument(record, language, at);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translateCommon(document.language, `common.riskActionExport.${key}`, values);
  const { pdf, fonts } = await createPdfDocument();
  pdf.setTitle(document.title);
  pdf.setLanguage(document.language.replace('_', '-'));
  const writer = new Writer(pdf, fonts);

  /** A table of paper cells: the header again on each new page, a row never split across two. */
  const table = (columns: readonly { label: string; share: number }[], rows: readonly (readonly RiskRecordCell[])[]) => {
    const total = columns.reduce((sum, column) => sum + column.share, 0);
    const widths = columns.map((column) => (column.share / total) * writer.width);
    const cellWidth = (index: number, marked: boolean) => (widths[index] ?? 0) - 2 * PADDING - (marked ? SIZE + 2 : 0);
    const header = () =>
      writer.row(
        columns.map((column, index) => ({ lines: wrapText(column.label, fonts.bold, SIZE, cellWidth(index, false)) })),
        widths,
        { bold: true, fill: HEADER_FILL },
      );
    writer.room(3 * (LINE + 2 * PADDING));
    header();
    for (const row of rows) {
      const cells = row.map(paperCell).map(({ text, marker }, index) => ({
        lines: wrapText(text, fonts.regular, SIZE, cellWidth(index, marker !== undefined)),
        marker,
      }));
      if (writer.room(Math.max(...cells.map((cell) => cell.lines.length)) * LINE + 2 * PADDING)) header();
      writer.row(cells, widths);
    }
  };
  // A heading keeps with the start of what follows it.
  const heading = (text: string) => {
    writer.room(12 * LINE);
    writer.y -= 12;
    writer.paragraph(text, { font: fonts.bold, size: 12 });
    writer.y -= 2;
  };

  writer.paragraph(document.title, { font: fonts.bold, size: 15 });
  writer.y -= 6;
  const factWidths = [0.28 * writer.width, 0.72 * writer.width];
  for (const fact of document.facts) {
    const cells = [
      { lines: wrapText(fact.label, fonts.bold, SIZE, factWidths[0]! - 2 * PADDING) },
      { lines: wrapText(fact.value, fonts.regular, SIZE, factWidths[1]! - 2 * PADDING) },
    ];
    writer.room(Math.max(...cells.map((cell) => cell.lines.length)) * LINE + 2 * PADDING);
    writer.row(cells, factWidths);
  }

  for (const each of document.tables) {
    heading(each.heading);
    if (each.rows.length === 0) {
      writer.paragraph(each.empty, { color: MUTED });
      continue;
    }
    const paper = each.columns.map((column, index) => ({ column, index })).filter(({ column }) => column.paper);
    table(
      paper.map(({ column }) => column),
      each.rows.map((row) => paper.map(({ index }) => row[index]!)),
    );
  }

  // The matrix and the legend stay together.
  writer.room((document.matrix.rows.length + 1) * (LINE + 2 * PADDING) + 8 * LINE);
  heading(document.matrix.heading);
  writer.paragraph(document.matrix.note, { color: MUTED });
  writer.y -= 4;
  const matrixWidths = [180, ...document.matrix.probabilities.map(() => 100)];
  writer.row(
    [document.matrix.corner, ...document.matrix.probabilities].map((text) => ({ lines: [text] })),
    matrixWidths,
    { bold: true, fill: HEADER_FILL },
  );
  for (const row of document.matrix.rows) {
    writer.row(
      [{ lines: [row.severity] }, ...row.cells.map(paperCell).map(({ text, marker }) => ({ lines: [text], marker }))],
      matrixWidths,
    );
  }
  writer.y -= 8;
  writer.paragraph(document.legend);

  // The sign-off: lines to sign on, together on one page.
  writer.room(9 * LINE + 3 * 30);
  heading(document.signOff.heading);
  writer.paragraph(document.signOff.note);
  for (const field of document.signOff.fields) {
    writer.y -= 30;
    writer.page.drawLine({ start: { x: MARGIN, y: writer.y }, end: { x: MARGIN + 320, y: writer.y }, thickness: 0.5, color: INK });
    writer.page.drawText(field, { x: MARGIN, y: writer.y - SIZE - 2, size: SIZE, font: fonts.regular, color: MUTED });
    writer.y -= LINE;
  }

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const text = t('page', { page: index + 1, pages: pages.length });
    const width = fonts.regular.widthOfTextAtSize(text, 8);
    page.drawText(text, { x: A4_LANDSCAPE[0] - MARGIN - width, y: MARGIN / 2, size: 8, font: fonts.regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: true });
}
