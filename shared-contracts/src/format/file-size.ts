import { DEFAULT_LANGUAGE } from './language';
import { formatNumber } from './number';

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BYTES_PER_KILOBYTE = 1024;

/**
 * Formats a byte count 1024-based with 2 decimals in the UI language (docs/product.md §9): de_DE
 * 1536 → '1,50 KB', en_GB '1.50 KB'; 512 → '512 Bytes'. Whole bytes get no decimals because a
 * fraction of a byte does not exist; GB is the largest unit.
 */
export function formatFileSize(bytes: number, language: string = DEFAULT_LANGUAGE): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unitIndex = 0;
  let value = bytes;
  while (value >= BYTES_PER_KILOBYTE && unitIndex < FILE_SIZE_UNITS.length - 1) {
    value /= BYTES_PER_KILOBYTE;
    unitIndex += 1;
  }
  const unit = FILE_SIZE_UNITS[unitIndex] ?? 'Bytes';
  const digits = unitIndex === 0 ? 0 : 2;
  return `${formatNumber(unitIndex === 0 ? Math.round(value) : value, language, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}
