import { attachmentDisposition } from './file-answer';

describe('the name a download is saved under', () => {
  it('stays as it is when it is plain ASCII', () => {
    expect(attachmentDisposition('Measures-2026-12-06.xlsx')).toBe('attachment; filename="Measures-2026-12-06.xlsx"');
  });

  it('goes encoded (RFC 6266) beside an ASCII stand-in with the German letters written out', () => {
    expect(attachmentDisposition('Gefährdungsbeurteilung Büro "Nord" 2026-10-05.pdf')).toBe(
      `attachment; filename="Gefaehrdungsbeurteilung Buero _Nord_ 2026-10-05.pdf"; ` +
        `filename*=UTF-8''Gef%C3%A4hrdungsbeurteilung%20B%C3%BCro%20%22Nord%22%202026-10-05.pdf`,
    );
  });
});
