/** exceljs, loaded with the first workbook (see lib/pdf.ts's loadPdfLib for why). */
export const loadExcelJs = async (): Promise<typeof import('exceljs')> => (await import('exceljs')).default;
