import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageReport } from '@compliance/shared-contracts/browser';
import { renderWithProviders } from '../test-utils';
import { PackageReportDialog, usePackageReportAfterUpload, type UploadedWithReport } from './PackageReportDialog';

const REPORT: PackageReport = {
  organizationCount: 1,
  activities: [
    { title: 'Golf Explained', kind: 'sco', launchFile: 'shared/launchpage.html', visible: true },
    { title: 'Handicapping', kind: 'sco', launchFile: 'shared/launchpage.html', visible: true },
  ],
  warnings: ['VersionGuessed', 'PrerequisitesIgnored'],
};

describe('PackageReportDialog', () => {
  it('names version, lessons, materials and what was guessed, in English', async () => {
    const onClose = jest.fn();
    renderWithProviders(<PackageReportDialog scormVersion="1.2" report={REPORT} onClose={onClose} />, { language: 'en_GB' });
    const dialog = await screen.findByRole('dialog', { name: 'What the package holds' });
    expect(
      within(dialog).getByText('SCORM 1.2 with 2 lessons (SCOs) and 0 materials. The player offers them in this order:'),
    ).toBeInTheDocument();
    const notes = within(dialog).getByRole('alert', { name: 'Notes on the package' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The package states no SCORM version; it was taken from its namespaces.',
      'Prerequisites (SCORM 1.2) are not checked; every lesson can be chosen.',
    ]);
    const lessons = within(dialog).getByRole('list', { name: 'Lessons and materials' });
    expect(within(lessons).getAllByRole('listitem')[1]).toHaveTextContent('HandicappingLesson (SCO) · shared/launchpage.html');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

interface Uploaded extends UploadedWithReport {
  uuid: string;
}

/** A form stand-in: its "submit" keeps an upload, its "close" closes the form as FormDialog does after a submit. */
function UploadSteps({ onDone, onCancel, upload }: { onDone: (uploaded: Uploaded) => void; onCancel: () => void; upload?: Uploaded }) {
  const { keep, closeForm, reportDialog } = usePackageReportAfterUpload<Uploaded>(onDone, onCancel);
  if (reportDialog) return reportDialog;
  return (
    <>
      <button type="button" onClick={() => upload && keep(upload)}>
        submit
      </button>
      <button type="button" onClick={closeForm}>
        close
      </button>
    </>
  );
}

describe('usePackageReportAfterUpload', () => {
  it('shows the report once the form closes after an upload, and hands the upload on when it is done', async () => {
    const onDone = jest.fn();
    const onCancel = jest.fn();
    const upload: Uploaded = { uuid: 'u1', scormVersion: '2004', report: { ...REPORT, warnings: [] } };
    renderWithProviders(<UploadSteps onDone={onDone} onCancel={onCancel} upload={upload} />);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inhalt des Pakets' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fertig' }));
    expect(onDone).toHaveBeenCalledWith(upload);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes without a report when nothing was uploaded', async () => {
    const onDone = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<UploadSteps onDone={onDone} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
