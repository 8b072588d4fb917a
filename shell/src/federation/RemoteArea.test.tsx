import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { renderShell } from '../test-utils';
import { loadArea } from './area-loads';
import { RemoteArea } from './RemoteArea';

jest.mock('./area-loads', () => ({ readyArea: () => undefined, loadArea: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const load = loadArea as jest.MockedFunction<typeof loadArea>;

it('loads a remote once per attempt: a remote that is down shows the error panel, and the retry loads it anew', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValue(new Error('down'));
  renderShell(<RemoteArea remote="mfe_notes" basePath="/dashboard/notes" />);
  expect(await screen.findByText('Bereich nicht verfügbar')).toBeInTheDocument();
  // Rendering again after the failure starts no second load (it would retry for ever).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(load).toHaveBeenCalledTimes(1);

  load.mockResolvedValue(({ basePath }: RemoteAreaProps) => <h1>Notizen unter {basePath}</h1>);
  await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByRole('heading', { name: 'Notizen unter /dashboard/notes' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it("keeps the page's frame the layout gives while the area's code loads", async () => {
  let arrive: (area: (props: RemoteAreaProps) => ReactElement) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderShell(
    <RemoteArea
      remote="mfe_notes"
      basePath="/dashboard/notes"
      loadingFrame={(spinner) => (
        <section aria-label="Rahmen">
          <p>Notizen</p>
          {spinner}
        </section>
      )}
    />,
  );
  const frame = await screen.findByRole('region', { name: 'Rahmen' });
  // (Named by the global i18next, which this test does not start.)
  expect(within(frame).getByRole('progressbar')).toBeInTheDocument();
  expect(within(frame).getByText('Notizen')).toBeInTheDocument();
  act(() => arrive(() => <h1>Notizen</h1>));
  expect(await screen.findByRole('heading', { name: 'Notizen' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Rahmen' })).not.toBeInTheDocument();
});
