import type { Language } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { loadExcelJs } from '../lib/excel';
import { createPdfDocument } from '../lib/pdf';
import { insertTemplate } from '../modules/templates/queries';

// The demo's document templates: two of the licensee, which every client of it sees, and two of
// the first demo client, in both languages, with real files so they open after download.

/** A one-page A4 form: its title and the lines to fill in. */
async function formPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const {
    pdf,
    fonts: { regular, bold },
  } = await createPdfDocument();
  pdf.setTitle(title);
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(title, { x: 56, y: 770, size: 18, font: bold });
  lines.forEach((line, index) => {
    const y = 720 - index * 40;
    page.drawText(line, { x: 56, y, size: 11, font: regular });
    page.drawLine({ start: { x: 220, y: y - 2 }, end: { x: 540, y: y - 2 }, thickness: 0.5 });
  });
  return Buffer.from(await pdf.save());
}

/** A workbook with one sheet: a header row and empty rows to fill in. */
async function formWorkbook(sheetName: string, header: readonly string[]): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface DemoTemplate {
  name: string;
  language: Language;
  fileName: string;
  file: () => Promise<Buffer>;
  fileType: 'pdf' | 'xlsx';
}

const LICENSEE_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'Unterweisungsnachweis',
    language: 'de_DE',
    fileName: 'Unterweisungsnachweis.pdf',
    fileType: 'pdf',
    file: () => formPdf('Unterweisungsnachweis', ['Thema der Unterweisung', 'Datum', 'Unterwiesene Person', 'Unterschrift']),
  },
  {
    name: 'Safety briefing record',
    language: 'en_GB',
    fileName: 'Safety-briefing-record.pdf',
    fileType: 'pdf',
    file: () => formPdf('Safety briefing record', ['Topic of the briefing', 'Date', 'Person briefed', 'Signature']),
  },
];

const CLIENT_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'Gefährdungsbeurteilung Vorlage',
    language: 'de_DE',
    fileName: 'Gefaehrdungsbeurteilung-Vorlage.xlsx',
    fileType: 'xlsx',
    file: () => formWorkbook('Gefährdungen', ['Tätigkeit', 'Gefährdung', 'Risiko (1–10)', 'Maßnahme', 'Verantwortlich', 'Termin']),
  },
  {
    name: 'Risk assessment template',
    language: 'en_GB',
    fileName: 'Risk-assessment-template.xlsx',
    fileType: 'xlsx',
    file: () => formWorkbook('Hazards', ['Activity', 'Hazard', 'Risk (1–10)', 'Measure', 'Responsible', 'Due date']),
  },
];

/** The licensee's templates and the client's own (uploaded by `uploadedBy`, its owner). */
export async function seedTemplates(db: Queryable, licenseeId: string, clientId: string, uploadedBy: string): Promise<void> {
  const owners = [
    ...LICENSEE_TEMPLATES.map((template) => ({ template, clientId: null, uploadedBy: null })),
    ...CLIENT_TEMPLATES.map((template) => ({ template, clientId, uploadedBy })),
  ];
  for (const { template, ...owner } of owners) {
    await insertTemplate(db, {
      licenseeId,
      ...owner,
      name: template.name,
      language: template.language,
      fileType: template.fileType,
      fileName: template.fileName,
      content: await template.file(),
    });
  }
}
