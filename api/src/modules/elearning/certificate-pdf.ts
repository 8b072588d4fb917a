import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { formatCertificateNumber, formatDate, formatNumber, translateCommon, type Language } from '@compliance/shared-contracts';
import { colour, createPdfDocument, wrapText } from '../../lib/pdf';

/** What a certificate says, as written into its result when the attempt completed. */
export interface CertificateContent {
  certificateNumber: number;
  language: Language;
  memberName: string;
  courseTitle: string;
  clientName: string;
  scorePercent: number | null;
  /** ISO date-time. */
  completedAt: string;
  /** ISO date, null when the E-Learning is taken once. */
  validUntil: string | null;
}

const A4_PORTRAIT: [number, number] = [595.28, 841.89];
const MARGIN = 72;
const INK = colour(0.13, 0.13, 0.13);
const MUTED = colour(0.35, 0.35, 0.35);

/** Writes centred, wrapped lines from `top` downwards; answers where the next line goes. */
function centred(page: PDFPage, text: string, top: number, style: { font: PDFFont; size: number; color?: RGB }): number {
  const { width } = page.getSize();
  let y = top;
  for (const line of wrapText(text, style.font, style.size, width - 2 * MARGIN)) {
    const lineWidth = style.font.widthOfTextAtSize(line, style.size);
    page.drawText(line, { x: (width - lineWidth) / 2, y, size: style.size, font: style.font, color: style.color ?? INK });
    y -= style.size * 1.35;
  }
  return y;
}

/**
 * The certificate as an A4 portrait PDF in the language it was written in: the client, the
 * heading, who completed which E-Learning on which day, the score, valid-until and its number.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const { language } = content;
  const t = (key: string, values: Record<string, string> = {}) => translateCommon(language, `common.certificate.${key}`, values);
  const number = formatCertificateNumber(content.certificateNumber);

  const {
    pdf,
    fonts: { regular, bold },
  } = await createPdfDocument();
  pdf.setTitle(t('documentTitle', { number, course: content.courseTitle }));
  pdf.setLanguage(language.replace('_', '-'));
  pdf.setCreator(content.clientName);
  // Fixed dates keep one certificate one file: rendering it again gives the same bytes.
  pdf.setCreationDate(new Date(content.completedAt));
  pdf.setModificationDate(new Date(content.completedAt));

  const page = pdf.addPage(A4_PORTRAIT);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 36, y: 36, width: width - 72, height: height - 72, borderColor: MUTED, borderWidth: 1 });

  let y = height - MARGIN - 20;
  y = centred(page, t('issuedFor', { client: content.clientName }), y, { font: regular, size: 12, color: MUTED });
  y = centred(page, t('heading'), y - 60, { font: bold, size: 28 });
  y = centred(page, t('confirms'), y - 50, { font: regular, size: 14 });
  y = centred(page, content.memberName, y - 16, { font: bold, size: 22 });
  y = centred(page, t('completedCourse'), y - 16, { font: regular, size: 14 });
  y = centred(page, content.courseTitle, y - 16, { font: bold, size: 18 });
  y = centred(page, t('completedOn', { date: formatDate(content.completedAt, language, { timeZone: 'UTC' }) }), y - 16, {
    font: regular,
    size: 14,
  });
  if (content.scorePercent !== null) {
    const score = formatNumber(content.scorePercent, language, { maximumFractionDigits: 0 });
    y = centred(page, t('score', { score }), y - 30, { font: regular, size: 14 });
  }
  if (content.validUntil !== null) {
    centred(page, t('validUntil', { date: formatDate(content.validUntil, language) }), y - 10, { font: regular, size: 14 });
  }
  centred(page, t('number', { number }), MARGIN + 10, { font: regular, size: 11, color: MUTED });

  return pdf.save({ useObjectStreams: true });
}
