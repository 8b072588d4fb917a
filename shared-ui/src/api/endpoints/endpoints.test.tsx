import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { hashPassword } from '@compliance/shared-contracts';
import {
  createPasswordResetToken,
  login,
  logout,
  memberStateKey,
  resetCsrfToken,
  resetPassword,
  supportLogin,
  useMemberState,
} from '@compliance/shared-ui';
import { fakeResponse } from '@compliance/shared-ui/testing';

type FetchArgs = [string, RequestInit];
const fetchMock = jest.fn<Promise<Response>, FetchArgs>();

const respond = (body: unknown, status = 200): Response => fakeResponse(status, JSON.stringify(body));

const sentBody = (index: number): unknown => JSON.parse(String(fetchMock.mock.calls[index]?.[1].body));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'XSRF-TOKEN=t; path=/';
  resetCsrfToken();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('endpoint helpers', () => {
  it('useMemberState loads /api/member/state under its key and skips when disabled', async () => {
    fetchMock.mockResolvedValue(respond({ member: { uuid: 'm' } }));
    expect(memberStateKey).toBe('/api/member/state');
    const { result } = renderHook(() => useMemberState(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ member: { uuid: 'm' } }));
    renderHook(() => useMemberState(false), { wrapper });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('login and support login send the password hash', async () => {
    fetchMock.mockResolvedValue(respond({ success: true, uuid: 'u' }));
    await login({ username: 'anna', clientIdentifier: 'acme', password: 'Geheim1!' });
    await supportLogin({ username: 'advisor', clientIdentifier: 'acme', password: 'Geheim1!' });
    expect(sentBody(0)).toEqual({ username: 'anna', clientIdentifier: 'acme', password: hashPassword('Geheim1!') });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/login', '/api/support-login']);
  });

  it('password reset helpers hash both passwords', async () => {
    fetchMock.mockResolvedValue(respond({ success: true }));
    await createPasswordResetToken({ username: 'anna', clientIdentifier: 'acme' });
    await resetPassword({ password: 'Neu12345!', passwordConfirmation: 'Neu12345!', token: 'x'.repeat(32) });
    expect(sentBody(1)).toEqual({
      password: hashPassword('Neu12345!'),
      passwordConfirmation: hashPassword('Neu12345!'),
      token: 'x'.repeat(32),
    });
  });

  it('logout calls GET /api/logout', async () => {
    fetchMock.mockResolvedValue(respond({ success: true }));
    await logout();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/logout');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
  });
});
