import {
  DEFAULT_MAX_UPLOAD_FILES,
  MAX_UPLOAD_BYTES,
  UPLOAD_FILE_TYPES,
  UPLOAD_FILE_TYPE_DEFINITIONS,
  fileExtension,
  isSameUploadFile,
  matchesUploadFileType,
  selectUploadFiles,
  uploadAcceptAttribute,
  validateUploadFile,
  type UploadFileDescriptor,
  type UploadFileType,
} from './upload';

function file(name: string, type: string, size = 1000, lastModified = 1_700_000_000_000): UploadFileDescriptor {
  return { name, type, size, lastModified };
}

describe('upload limits', () => {
  it('allows 5 MB and one file by default', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(DEFAULT_MAX_UPLOAD_FILES).toBe(1);
  });

  it('lists the allowed kinds of docs/product.md §5, each with extensions and MIME types', () => {
    expect(UPLOAD_FILE_TYPES).toEqual([
      'csv',
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'odt',
      'image',
      'jpg',
      'png',
      'gif',
      'bmp',
      'svg',
      'webp',
      'mp4',
      'avi',
      'mkv',
      'txt',
      'json',
      'xml',
      'zip',
      'rar',
      'tar',
    ]);
    for (const fileType of UPLOAD_FILE_TYPES) {
      expect(UPLOAD_FILE_TYPE_DEFINITIONS[fileType].extensions.length).toBeGreaterThan(0);
      expect(UPLOAD_FILE_TYPE_DEFINITIONS[fileType].mimeTypes.length).toBeGreaterThan(0);
    }
  });
});

describe('fileExtension', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar', 'tar'],
    ['my.members.csv', 'csv'],
    ['noextension', ''],
    ['.hidden', ''],
    ['trailingdot.', ''],
  ])('%p → %p', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('matchesUploadFileType', () => {
  it.each<[string, string, UploadFileType]>([
    ['members.csv', 'text/csv', 'csv'],
    ['members.csv', 'application/vnd.ms-excel', 'csv'],
    ['members.csv', '', 'csv'],
    ['report.pdf', 'application/pdf', 'pdf'],
    ['letter.doc', 'application/msword', 'doc'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['sheet.xls', 'application/vnd.ms-excel', 'xls'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['letter.odt', 'application/vnd.oasis.opendocument.text', 'odt'],
    ['photo.webp', 'image/webp', 'image'],
    ['photo.JPEG', 'image/jpeg', 'image'],
    ['photo.jpg', 'image/jpeg', 'jpg'],
    ['photo.jpeg', 'image/jpeg', 'jpg'],
    ['logo.png', 'image/png', 'png'],
    ['anim.gif', 'image/gif', 'gif'],
    ['old.bmp', 'image/bmp', 'bmp'],
    ['logo.svg', 'image/svg+xml', 'svg'],
    ['clip.mp4', 'video/mp4', 'mp4'],
    ['clip.avi', 'video/x-msvideo', 'avi'],
    ['clip.mkv', 'video/x-matroska', 'mkv'],
    ['clip.mkv', 'application/octet-stream', 'mkv'],
    ['notes.txt', 'text/plain', 'txt'],
    ['data.json', 'application/json', 'json'],
    ['data.xml', 'text/xml', 'xml'],
    ['files.zip', 'application/x-zip-compressed', 'zip'],
    ['files.rar', 'application/vnd.rar', 'rar'],
    ['files.tar', 'application/x-tar', 'tar'],
  ])('%p (%p) is %p', (name, type, fileType) => {
    expect(matchesUploadFileType({ name, type }, fileType)).toBe(true);
  });

  it.each<[string, string, UploadFileType]>([
    ['report.pdf', 'application/pdf', 'csv'],
    ['members.csv', 'application/pdf', 'csv'],
    ['virus.exe', 'image/png', 'image'],
    ['photo.png', 'image/jpeg', 'png'],
    ['photo', 'image/png', 'png'],
    ['data.json', 'text/html', 'json'],
    ['sheet.xlsx', 'application/vnd.ms-excel', 'xlsx'],
  ])('%p (%p) is not %p', (name, type, fileType) => {
    expect(matchesUploadFileType({ name, type }, fileType)).toBe(false);
  });
});

describe('uploadAcceptAttribute', () => {
  it('lists extensions and MIME types of the allowed kinds without repeats', () => {
    expect(uploadAcceptAttribute(['pdf'])).toBe('.pdf,application/pdf');
    expect(uploadAcceptAttribute(['jpg', 'image']).split(',')).toContain('image/*');
    const all = uploadAcceptAttribute().split(',');
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('.csv');
  });
});

describe('validateUploadFile', () => {
  it('accepts an allowed file up to the size limit', () => {
    expect(validateUploadFile(file('a.csv', 'text/csv', MAX_UPLOAD_BYTES), { allowedTypes: ['csv'] })).toBeUndefined();
    expect(validateUploadFile(file('empty.txt', 'text/plain', 0))).toBeUndefined();
  });

  it('rejects a wrong kind with invalidFileFormat', () => {
    expect(validateUploadFile(file('a.pdf', 'application/pdf'), { allowedTypes: ['csv'] })).toBe('invalidFileFormat');
    expect(validateUploadFile(file('setup.exe', 'application/x-msdownload'))).toBe('invalidFileFormat');
  });

  it('rejects a file above the limit with invalidFileSize', () => {
    expect(validateUploadFile(file('a.csv', 'text/csv', MAX_UPLOAD_BYTES + 1))).toBe('invalidFileSize');
    expect(validateUploadFile(file('a.csv', 'text/csv', 2000), { maxFileSize: 1999 })).toBe('invalidFileSize');
    expect(validateUploadFile(file('a.csv', 'text/csv', -1))).toBe('invalidFileSize');
  });

  it('checks the format before the size', () => {
    expect(validateUploadFile(file('a.exe', '', MAX_UPLOAD_BYTES * 2))).toBe('invalidFileFormat');
  });
});

describe('isSameUploadFile', () => {
  it('matches on name, size, type and modification time', () => {
    const original = file('a.csv', 'text/csv', 10, 1);
    expect(isSameUploadFile(original, { ...original })).toBe(true);
    expect(isSameUploadFile(original, { ...original, name: 'b.csv' })).toBe(false);
    expect(isSameUploadFile(original, { ...original, size: 11 })).toBe(false);
    expect(isSameUploadFile(original, { ...original, type: '' })).toBe(false);
    expect(isSameUploadFile(original, { ...original, lastModified: 2 })).toBe(false);
  });
});

describe('selectUploadFiles', () => {
  const csv = file('members.csv', 'text/csv');
  const otherCsv = file('more.csv', 'text/csv');
  const pdf = file('report.pdf', 'application/pdf');
  const hugeCsv = file('huge.csv', 'text/csv', MAX_UPLOAD_BYTES + 1);

  it('accepts a valid file into an empty single-file field', () => {
    expect(selectUploadFiles([], [csv], { allowedTypes: ['csv'] })).toEqual({
      files: [csv],
      accepted: [csv],
      rejected: [],
      overflow: [],
    });
  });

  it('rejects files with their reasons and keeps the selection', () => {
    const result = selectUploadFiles([csv], [pdf, hugeCsv], { allowedTypes: ['csv'] });
    expect(result.files).toEqual([csv]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected).toEqual([
      { file: pdf, reason: 'invalidFileFormat' },
      { file: hugeCsv, reason: 'invalidFileSize' },
    ]);
  });

  it('ignores a duplicate of a selected file', () => {
    const result = selectUploadFiles([csv], [{ ...csv }], { maxFiles: 3 });
    expect(result).toEqual({ files: [csv], accepted: [], rejected: [], overflow: [] });
  });

  it('ignores duplicates inside one pick', () => {
    const result = selectUploadFiles([], [csv, { ...csv }, pdf, { ...pdf }], {
      maxFiles: 5,
      allowedTypes: ['csv'],
    });
    expect(result.files).toEqual([csv]);
    expect(result.rejected).toEqual([{ file: pdf, reason: 'invalidFileFormat' }]);
  });

  it('does not take a same-named file with another modification time for a duplicate', () => {
    const edited = { ...csv, lastModified: csv.lastModified + 1 };
    expect(selectUploadFiles([csv], [edited], { maxFiles: 2 }).files).toEqual([csv, edited]);
  });

  it('replaces the file of a single-file field with the first valid new pick', () => {
    const result = selectUploadFiles([csv], [pdf, otherCsv, file('third.csv', 'text/csv')], {
      allowedTypes: ['csv'],
    });
    expect(result.files).toEqual([otherCsv]);
    expect(result.accepted).toEqual([otherCsv]);
    expect(result.overflow).toEqual([file('third.csv', 'text/csv')]);
    expect(result.rejected).toEqual([{ file: pdf, reason: 'invalidFileFormat' }]);
  });

  it('fills a multi-file field up to its limit and reports the rest as overflow', () => {
    const third = file('third.csv', 'text/csv');
    const result = selectUploadFiles([csv], [otherCsv, third], { maxFiles: 2 });
    expect(result.files).toEqual([csv, otherCsv]);
    expect(result.accepted).toEqual([otherCsv]);
    expect(result.overflow).toEqual([third]);
  });

  it('allows every kind and 5 MB by default', () => {
    const result = selectUploadFiles([], [file('clip.mp4', 'video/mp4', MAX_UPLOAD_BYTES)]);
    expect(result.accepted).toHaveLength(1);
  });

  it('treats a limit below one as one', () => {
    expect(selectUploadFiles([], [csv, otherCsv], { maxFiles: 0 }).files).toEqual([csv]);
  });

  it('does not modify the given selection', () => {
    const selected = [csv];
    selectUploadFiles(selected, [otherCsv], { maxFiles: 2 });
    expect(selected).toEqual([csv]);
  });

  it('keeps the caller’s file objects (e.g. browser File instances)', () => {
    class FakeFile implements UploadFileDescriptor {
      constructor(
        public name: string,
        public size: number,
        public type: string,
        public lastModified: number,
      ) {}
    }
    const picked = new FakeFile('a.png', 10, 'image/png', 5);
    const [accepted] = selectUploadFiles<FakeFile>([], [picked]).accepted;
    expect(accepted).toBe(picked);
  });
});
