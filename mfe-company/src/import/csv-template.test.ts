import { MEMBER_IMPORT_COLUMNS } from '@compliance/shared-contracts';
import { buildMemberImportTemplate } from './csv-template';

describe('member import template', () => {
  it('is UTF-8 with BOM, ;-separated, with every column and one example row', () => {
    const text = buildMemberImportTemplate();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, example, rest] = text.slice(1).split('\r\n');
    expect(header?.split(';')).toEqual([...MEMBER_IMPORT_COLUMNS]);
    expect(example?.split(';')).toHaveLength(MEMBER_IMPORT_COLUMNS.length);
    expect(example).toContain('Mustermann');
    expect(rest).toBe('');
  });
});
