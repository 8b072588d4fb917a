import { mockEndpoint } from '@compliance/shared-ui/testing';
import { readProfileSettingEndpoint, updateProfileSettingEndpoint } from '@compliance/shared-contracts/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@compliance/shared-ui';
import { renderProfile, settle } from './test-fixtures';

const stored = (theme: 'light' | 'dark' | null, languageCode: 'de_DE' | 'en_GB' | null) => [
  mockEndpoint(readProfileSettingEndpoint, { body: { frontendStyle: { theme }, languageCode, availableLanguages: ['de_DE', 'en_GB'] } }),
];

describe('profile settings tab', () => {
  const events: unknown[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    events.length = 0;
    off = eventBus.on('profile:settings-changed', (payload) => events.push(payload));
  });
  afterEach(async () => {
    off();
    await settle();
  });

  it("shows no stored choice as 'system' and stored ones as chosen", async () => {
    renderProfile('/dashboard/profile/settings', { routes: stored(null, 'en_GB') });
    expect(await screen.findByRole('radio', { name: 'Wie im System' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Englisch' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Wie im Browser' })).not.toBeChecked();
  });

  it('applies a theme at once through the event bus and stores it', async () => {
    const user = userEvent.setup();
    const { writes } = renderProfile('/dashboard/profile/settings', {
      routes: [...stored(null, 'de_DE'), mockEndpoint(updateProfileSettingEndpoint, { body: { success: true } })],
    });
    await user.click(await screen.findByRole('radio', { name: 'Dunkel' }));
    expect(events).toEqual([{ theme: 'dark', languageCode: 'de_DE' }]);
    await waitFor(() =>
      expect(writes('/api/profile/updateprofilesetting').map((request) => request.body)).toEqual([
        { frontendStyle: { theme: 'dark' }, languageCode: 'de_DE' },
      ]),
    );
    expect(screen.getByRole('radio', { name: 'Dunkel' })).toBeChecked();
  });

  it("stores and announces null for 'system', so the shell follows the browser again", async () => {
    const user = userEvent.setup();
    const { writes } = renderProfile('/dashboard/profile/settings', {
      routes: [...stored('light', 'de_DE'), mockEndpoint(updateProfileSettingEndpoint, { body: { success: true } })],
    });
    await user.click(await screen.findByRole('radio', { name: 'Englisch' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Wie im Browser' })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Wie im Browser' }));
    await waitFor(() => expect(writes('/api/profile/updateprofilesetting')).toHaveLength(2));
    expect(writes('/api/profile/updateprofilesetting').map((request) => request.body)).toEqual([
      { frontendStyle: { theme: 'light' }, languageCode: 'en_GB' },
      { frontendStyle: { theme: 'light' }, languageCode: null },
    ]);
    expect(events).toEqual([
      { theme: 'light', languageCode: 'en_GB' },
      { theme: 'light', languageCode: null },
    ]);
  });

  it('goes back to the stored choice when saving fails', async () => {
    const user = userEvent.setup();
    renderProfile('/dashboard/profile/settings', {
      routes: [
        ...stored('light', 'de_DE'),
        mockEndpoint(updateProfileSettingEndpoint, { status: 500, body: { error: { code: 'Exception' } } }),
      ],
    });
    await user.click(await screen.findByRole('radio', { name: 'Dunkel' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hell' })).toBeChecked());
    expect(events).toEqual([
      { theme: 'dark', languageCode: 'de_DE' },
      { theme: 'light', languageCode: 'de_DE' },
    ]);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    const { requests } = renderProfile('/dashboard/profile/settings', {
      routes: [mockEndpoint(readProfileSettingEndpoint, { status: 500 })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Einstellungen konnten nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(requests.filter((request) => request.path === '/api/profile/readprofilesetting')).toHaveLength(2));
  });
});
