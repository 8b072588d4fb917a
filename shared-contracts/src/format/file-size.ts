const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BYTES_PER_KILOBYTE = 1024;

/**
 * Formats a byte count 1024-based with 2 decimals: 512 → '512 Bytes', 1536 → '1.50 KB'.
 * Whole bytes get no decimals because a fraction of a byte does not exist; GB is the largest unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unitIndex = 0;
  let value = bytes;
  while (value >= BYTES_PER_KILOBYTE && unitIndex < FILE_SIZE_UNITS.length - 1) {
    value /= BYTES_PER_KILOBYTE;
    unitIndex += 1;
  }
  const unit = FILE_SIZE_UNITS[unitIndex] ?? 'Bytes';
  return unitIndex === 0 ? `${Math.round(value)} ${unit}` : `${value.toFixed(2)} ${unit}`;
}
