// Framework-free formatters (docs/product.md §9); user-visible words are returned as i18n keys.
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageFromLocales, toLocale, type Language } from './language';
export { formatDuration, formatTimeSpent } from './duration';
export { formatFileSize } from './file-size';
export { formatValidationParams } from './validation-params';
export { DEFAULT_MAXIMUM_FRACTION_DIGITS, DEFAULT_MINIMUM_FRACTION_DIGITS, formatNumber, type NumberFormatOptions } from './number';
export { formatDate, formatDateTime, formatMonth, type DateTimeFormatOptions, type FormattableDate } from './date';
export { BOOLEAN_I18N_KEYS, formatBoolean, type BooleanI18nKey, type BooleanVariant } from './boolean';
export {
  MARKDOWN_LINK_REL,
  isSafeLinkTarget,
  parseMarkdownLinks,
  type MarkdownLinkSegment,
  type MarkdownSegment,
  type MarkdownTextSegment,
} from './markdown-link';
export { CSV_BYTE_ORDER_MARK, CSV_DELIMITER, csvDocument, isFormulaLike, spreadsheetCell, type SpreadsheetValue } from './spreadsheet';
