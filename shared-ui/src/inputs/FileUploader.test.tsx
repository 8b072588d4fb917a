import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { ToastHost, loadingErrorsAtom } from '@compliance/shared-ui';
import { FileUploader, UPLOAD_SPACING_MS, type UploadEntry } from '@compliance/shared-ui/inputs';
import { FakeUpload, installFakeUploads } from '../testing/fake-uploads';
import { renderWithProviders } from '../test-utils';

const file = (name: string, type: string, size = 10, lastModified = 1): File => {
  const created = new File(['x'.repeat(Math.min(size, 10))], name, { type, lastModified });
  Object.defineProperty(created, 'size', { value: size });
  return created;
};

beforeEach(() => {
  installFakeUploads();
  document.cookie = 'XSRF-TOKEN=upload-token; path=/';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const flush = async (): Promise<void> => {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
};

describe('FileUploader', () => {
  describe('uploads one file at a time', () => {
    /** Chooses two files and starts the upload; answers what the uploader reported as uploaded. */
    const startTwoUploads = async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const store = createStore();
      const uploaded: UploadEntry[] = [];
      renderWithProviders(
        <FileUploader
          url="/api/memberimport/upload-csv"
          maxFiles={3}
          params={{ mode: 'initial' }}
          onUploaded={(entry) => uploaded.push(entry)}
        />,
        { store },
      );
      await user.upload(screen.getByLabelText('Datei auswählen'), [file('a.csv', 'text/csv'), file('b.csv', 'text/csv')]);
      expect(screen.getByText(/a\.csv .* Ausgewählt/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Hochladen' }));
      await flush();
      return uploaded;
    };

    it('as multipart with the XSRF header and its parameters', async () => {
      await startTwoUploads();
      expect(FakeUpload.requests).toHaveLength(1);
      const first = FakeUpload.requests[0] as FakeUpload;
      expect(first.method).toBe('POST');
      expect(first.url).toBe('/api/memberimport/upload-csv');
      expect(first.withCredentials).toBe(true);
      expect(first.headers['X-XSRF-TOKEN']).toBe('upload-token');
      expect((first.body?.get('filename') as File).name).toBe('a.csv');
      expect(first.body?.get('mode')).toBe('initial');
    });

    it('with its progress, then uploaded', async () => {
      await startTwoUploads();
      const first = FakeUpload.requests[0] as FakeUpload;
      act(() => first.progress(5, 10));
      expect(screen.getByRole('progressbar', { name: 'a.csv' })).toHaveAttribute('aria-valuenow', '50');
      act(() => first.respond(200, { success: true }));
      await flush();
      expect(screen.getByText(/a\.csv .* Hochgeladen/)).toBeInTheDocument();
    });

    it('the next one 250 ms after the last', async () => {
      const uploaded = await startTwoUploads();
      act(() => (FakeUpload.requests[0] as FakeUpload).respond(200, { success: true }));
      await flush();
      act(() => void jest.advanceTimersByTime(UPLOAD_SPACING_MS - 1));
      await flush();
      expect(FakeUpload.requests).toHaveLength(1);
      act(() => void jest.advanceTimersByTime(1));
      await flush();
      expect(FakeUpload.requests).toHaveLength(2);
      act(() => (FakeUpload.requests[1] as FakeUpload).respond(200, {}));
      await flush();
      expect(uploaded.map((entry) => [entry.file.name, entry.status])).toEqual([
        ['a.csv', 'done'],
        ['b.csv', 'done'],
      ]);
    });
  });

  it('rejects wrong types and too large files with danger toasts and ignores duplicates', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
    const store = createStore();
    renderWithProviders(
      <>
        <FileUploader url="/upload" allowedTypes={['csv']} maxFiles={5} />
        <ToastHost />
      </>,
      { store, language: 'en_GB' },
    );
    const input = screen.getByLabelText('Choose file');
    await user.upload(input, [
      file('members.csv', 'text/csv'),
      file('photo.png', 'image/png'),
      file('big.csv', 'text/csv', 5 * 1024 * 1024 + 1),
    ]);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('The file type of photo.png is not allowed.'),
      expect.stringContaining('The file big.csv is too large.'),
    ]);
    await user.upload(input, [file('members.csv', 'text/csv')]);
    expect(screen.getAllByText(/members\.csv/)).toHaveLength(1);
  });

  it.each([
    ['de_DE', 'Erlaubte Dateitypen: csv; höchstens 5,00 MB', /^a\.csv \(1,50 KB\)/],
    ['en_GB', 'Allowed file types: csv; at most 5.00 MB', /^a\.csv \(1\.50 KB\)/],
  ] as const)('writes sizes with the separators of %s', async (language, limits, listed) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<FileUploader url="/upload" allowedTypes={['csv']} maxFileSize={5 * 1024 * 1024} />, { language });
    expect(screen.getByText(limits)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(language === 'de_DE' ? 'Datei auswählen' : 'Choose file'), [file('a.csv', 'text/csv', 1536)]);
    expect(screen.getByText(listed)).toBeInTheDocument();
  });

  it('opens the file picker from a real button (a label may not take the button role)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<FileUploader url="/api/memberimport/upload-csv" />);
    const picker = jest.fn();
    screen.getByLabelText('Datei auswählen').addEventListener('click', picker);
    const choose = screen.getByRole('button', { name: 'Datei auswählen' });
    expect(choose.tagName).toBe('BUTTON');
    await user.click(choose);
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it('removes a selected file', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<FileUploader url="/upload" />, { store: createStore() });
    await user.upload(screen.getByLabelText('Datei auswählen'), [file('a.pdf', 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'a.pdf entfernen' }));
    expect(screen.queryByText(/a\.pdf/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeDisabled();
  });

  it('records the error code of a failed upload (or Dashboard.Exception) and shows an upload error toast', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = createStore();
    renderWithProviders(
      <>
        <FileUploader url="/upload" maxFiles={2} autoUpload loaderId="import" />
        <ToastHost />
      </>,
      { store },
    );
    await user.upload(screen.getByLabelText('Datei auswählen'), [file('a.csv', 'text/csv', 10, 1), file('b.csv', 'text/csv', 10, 2)]);
    await flush();
    act(() => (FakeUpload.requests[0] as FakeUpload).respond(400, { error: { code: 'MemberImport.CsvNotProcessable' } }));
    await flush();
    act(() => void jest.advanceTimersByTime(UPLOAD_SPACING_MS));
    await flush();
    act(() => (FakeUpload.requests[1] as FakeUpload).respond(500, undefined));
    await flush();
    expect(store.get(loadingErrorsAtom).import).toEqual(['MemberImport.CsvNotProcessable', 'Dashboard.Exception']);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Die Datei a.csv konnte nicht hochgeladen werden.');
    expect(screen.getByText(/b\.csv .* Fehler/)).toBeInTheDocument();
  });
});
