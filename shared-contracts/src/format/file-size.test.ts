import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes', '0 Bytes'],
    [1, '1 Bytes', '1 Bytes'],
    [512, '512 Bytes', '512 Bytes'],
    [1023, '1.023 Bytes', '1,023 Bytes'],
    [1024, '1,00 KB', '1.00 KB'],
    [1536, '1,50 KB', '1.50 KB'],
    [23_378, '22,83 KB', '22.83 KB'],
    [1024 * 1024 - 1, '1.024,00 KB', '1,024.00 KB'],
    [1024 * 1024, '1,00 MB', '1.00 MB'],
    [50 * 1024 * 1024, '50,00 MB', '50.00 MB'],
    [2.25 * 1024 * 1024 * 1024, '2,25 GB', '2.25 GB'],
    [3 * 1024 ** 4, '3.072,00 GB', '3,072.00 GB'],
  ])('%p bytes → %p in German, %p in English', (bytes, german, english) => {
    expect(formatFileSize(bytes)).toBe(german);
    expect(formatFileSize(bytes, 'de_DE')).toBe(german);
    expect(formatFileSize(bytes, 'en_GB')).toBe(english);
  });

  it('shows 0 Bytes for negative or non-finite input', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });
});
