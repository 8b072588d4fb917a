import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import {
  RISK_LEVEL_FACTORS,
  RISK_LEVELS,
  formatDate,
  riskLevelOf,
  translateCommon,
  type Language,
  type RiskActionRow,
  type RiskLevel,
} from '@compliance/shared-contracts';
import { colour, createPdfDocument, wrapText } from '../../lib/pdf';

// The measures of an evaluated analysis as a PDF (A4 landscape) to file or print: what the print
// page shows, written by the server so the file is the same whoever downloads it. Every level is
// named in words; its colour is only a square beside them.

/** What the document says: the result, its figures, its measures and the matrix it was evaluated by. */
export interface RiskActionsDocument {
  language: Language;
  title: string;
  /** ISO date-time the analysis was finished. */
  finishedAt: string;
  analysesCount: number;
  agreed: number;
  done: number;
  total: number;
  matrix: readonly (readonly number[])[];
  actions: readonly RiskActionRow[];
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

/** The measures table's columns: their share of the width, and each row's text in them. */
const COLUMNS = [
  { key: 'risk', share: 0.21 },
  { key: 'riskFactor', share: 0.1 },
  { key: 'measure', share: 0.2 },
  { key: 'type', share: 0.1 },
  { key: 'responsible', share: 0.12 },
  { key: 'dueDate', share: 0.09 },
  { key: 'status', share: 0.09 },
  { key: 'expected', share: 0.09 },
] as const;

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

/** The measures of a result as an A4 landscape PDF in `document.language`, with page numbers. */
export async function renderRiskActionsPdf(document: RiskActionsDocument): Promise<Uint8Array> {
  const { language } = document;
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translateCommon(language, `common.riskActionExport.${key}`, values);
  const date = (iso: string) => formatDate(iso, language, 'medium');
  const level = (factor: number) => t(`levels.${riskLevelOf(factor)}`);

  const { pdf, fonts } = await createPdfDocument();
  pdf.setTitle(t('title', { title: document.title }));
  pdf.setLanguage(language.replace('_', '-'));
  const writer = new Writer(pdf, fonts);

  writer.paragraph(t('title', { title: document.title }), { font: fonts.bold, size: 15 });
  writer.y -= 4;
  writer.paragraph(t('evaluated', { date: date(document.finishedAt), analyses: document.analysesCount }), { color: MUTED });
  writer.paragraph(t('summary', { agreed: document.agreed, done: document.done, total: document.total }), { font: fonts.bold });
  writer.y -= 8;

  const widths = COLUMNS.map((column) => column.share * writer.width);
  const cellWidth = (index: number, marked = false) => (widths[index] ?? 0) - 2 * PADDING - (marked ? SIZE + 2 : 0);
  const header = () =>
    writer.row(
      COLUMNS.map((column, index) => ({ lines: wrapText(t(`columns.${column.key}`), fonts.bold, SIZE, cellWidth(index)) })),
      widths,
      { bold: true, fill: HEADER_FILL },
    );
  header();
  for (const action of document.actions) {
    const texts = [
      `${action.riskPosition}. ${action.riskTitle}`,
      `${action.riskFactor} · ${level(action.riskFactor)}`,
      action.title,
      t(`types.${action.measureType}`),
      action.responsible ? `${action.responsible.lastName}, ${action.responsible.firstName}` : '–',
      action.overdue ? `${date(action.dueDate)} (${t('overdue')})` : date(action.dueDate),
      t(`statuses.${action.status}`),
      `${action.expectedRiskFactor} · ${level(action.expectedRiskFactor)}`,
    ];
    const marked = new Map([
      [1, LEVEL_COLOURS[riskLevelOf(action.riskFactor)]],
      [7, LEVEL_COLOURS[riskLevelOf(action.expectedRiskFactor)]],
    ]);
    const cells = texts.map((text, index) => ({
      lines: wrapText(text, fonts.regular, SIZE, cellWidth(index, marked.has(index))),
      marker: marked.get(index),
    }));
    // A row never splits across pages; the header comes again on the next.
    if (writer.room(Math.max(...cells.map((cell) => cell.lines.length)) * LINE + 2 * PADDING)) header();
    writer.row(cells, widths);
  }

  // The matrix and the legend stay together.
  const matrixWidths = [180, ...document.matrix[0]!.map(() => 100)];
  writer.room((document.matrix.length + 1) * (LINE + 2 * PADDING) + 6 * LINE);
  writer.y -= 14;
  writer.paragraph(t('matrixTitle'), { font: fonts.bold, size: 12 });
  writer.paragraph(t('matrixNote'), { color: MUTED });
  writer.y -= 4;
  writer.row(
    [t('severityProbability'), ...document.matrix[0]!.map((_factor, index) => String(index + 1))].map((text) => ({ lines: [text] })),
    matrixWidths,
    { bold: true, fill: HEADER_FILL },
  );
  document.matrix.forEach((factors, severity) =>
    writer.row(
      [
        { lines: [String(severity + 1)] },
        ...factors.map((factor) => ({ lines: [`${factor} · ${level(factor)}`], marker: LEVEL_COLOURS[riskLevelOf(factor)] })),
      ],
      matrixWidths,
    ),
  );
  writer.y -= 8;
  writer.paragraph(
    `${t('legend')}: ${RISK_LEVELS.map((name) => `${t(`levels.${name}`)} ${RISK_LEVEL_FACTORS[name][0]}–${RISK_LEVEL_FACTORS[name][1]}`).join(', ')}`,
  );

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const text = t('page', { page: index + 1, pages: pages.length });
    const width = fonts.regular.widthOfTextAtSize(text, 8);
    page.drawText(text, { x: A4_LANDSCAPE[0] - MARGIN - width, y: MARGIN / 2, size: 8, font: fonts.regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: true });
}
