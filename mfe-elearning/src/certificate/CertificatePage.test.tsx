import { captureSavedFiles, mockEndpoint } from '@compliance/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, downloadCertificateEndpoint, readResultDataEndpoint } from '@compliance/shared-contracts/browser';
import { FIRST_AID_RESULT } from '../fixtures';
import { renderELearning, settle } from '../test-utils';

const RESULT = FIRST_AID_RESULT;
const PAGE = `/dashboard/apps/elearnings/certificate/${RESULT.resultUuid}`;
const MEMBER = { role: 'member' as const, permissions: [PERMISSIONS.elearning.readCertificate] };

describe('the certificate page', () => {
  afterEach(settle);

  it('shows what the certificate says as a sheet, headed by its title', async () => {
    const { requests } = renderELearning(PAGE, { ...MEMBER, routes: [mockEndpoint(readResultDataEndpoint, { body: RESULT })] });
    const sheet = await screen.findByRole('article', { name: 'Teilnahmebescheinigung' });
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Teilnahmebescheinigung' })).toBeInTheDocument();
    for (const text of [
      'Ausgestellt für Demo GmbH',
      'Max Mustermann',
      'Erste Hilfe – Grundlagen',
      'am 15.09.2026 erfolgreich abgeschlossen hat.',
      'Ergebnis: 90 %',
      'Gültig bis: 15.09.2027',
      'Bescheinigung Nr. 000042',
    ]) {
      expect(within(sheet).getByText(text)).toBeInTheDocument();
    }
    expect(requests.find((request) => request.path === '/api/elearning/read-result-data')?.body).toEqual({ resultUuid: RESULT.resultUuid });
    expect(screen.queryByText(/zurückgesetzt/)).not.toBeInTheDocument();
  });

  it('downloads the stored PDF under its number, and prints', async () => {
    const user = userEvent.setup();
    const { saved, restore } = captureSavedFiles();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { requests } = renderELearning(PAGE, {
      ...MEMBER,
      routes: [
        mockEndpoint(readResultDataEndpoint, { body: RESULT }),
        mockEndpoint(downloadCertificateEndpoint, { file: { type: 'application/pdf', content: '%PDF-1.7' } }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    await settle();
    expect(requests.find((request) => request.path === '/api/elearning/download-certificate')?.body).toEqual({
      resultUuid: RESULT.resultUuid,
    });
    expect(saved).toEqual(['Teilnahmebescheinigung-000042.pdf']);
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalled();
    restore();
    print.mockRestore();
  });

  it("says when the attempt was reset since, and leaves out what a once-only E-Learning's certificate lacks, in English too", async () => {
    renderELearning(PAGE, {
      ...MEMBER,
      language: 'en_GB',
      routes: [mockEndpoint(readResultDataEndpoint, { body: { ...RESULT, archived: true, validUntil: null, scorePercent: null } })],
    });
    const sheet = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(sheet).toHaveTextContent('This is to certify that');
    expect(sheet).not.toHaveTextContent('Valid until');
    expect(sheet).not.toHaveTextContent('Score');
    expect(screen.getByText('This attempt was reset. The certificate is kept as history.')).toBeInTheDocument();
  });

  it('shows a translated failure for a result it may not read', async () => {
    renderELearning(PAGE, {
      ...MEMBER,
      routes: [mockEndpoint(readResultDataEndpoint, { status: 404, body: { error: { code: 'ELearning.NotFound' } } })],
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
