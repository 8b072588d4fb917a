/** exceljs, loaded with the first workbook (see lib/pdf.ts's loadPdfLib for why). */
export const loadExcelJs = async (): Promise<typeof import('exceljs')> => (await import('exceljs')).default;

/** The content type of an xlsx workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
