import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024 - 1, '1024.00 KB'],
    [1024 * 1024, '1.00 MB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [2.25 * 1024 * 1024 * 1024, '2.25 GB'],
    [3 * 1024 ** 4, '3072.00 GB'],
  ])('%p bytes → %p', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('shows 0 Bytes for negative or non-finite input', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });
});
