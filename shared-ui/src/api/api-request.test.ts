import i18next from 'i18next';
import {
  csrfEndpoint,
  loadLicenseeConfigEndpoint,
  loginEndpoint,
  memberStateEndpoint,
  fileEndpoint,
  pageAnswerKey,
  readMemberTasksEndpoint,
  PAGE_ANSWERS_KEEP_MS,
  type EndpointRoute,
} from '@compliance/shared-contracts/browser';
import {
  ApiRequestError,
  apiRequest,
  apiRequestOrNull,
  appStore,
  installPageAnswers,
  loadingAtom,
  loadingErrorsAtom,
  resetCsrfToken,
  setHttpErrorHandler,
  setLoader,
  setSuccessHandler,
} from '@compliance/shared-ui';
import { fakeResponse } from '@compliance/shared-ui/testing';

type FetchArgs = [string, RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return fakeResponse(status, JSON.stringify(body));
}

const fetchMock = jest.fn<Promise<Response>, FetchArgs>();

function clearCookie(): void {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  clearCookie();
  resetCsrfToken();
  appStore.set(loadingAtom, {});
  appStore.set(loadingErrorsAtom, {});
  setHttpErrorHandler(undefined);
  setSuccessHandler(undefined);
});

const headersOf = (call: FetchArgs | undefined): Record<string, string> => (call?.[1].headers ?? {}) as Record<string, string>;

describe('apiRequest', () => {
  it('sends GETs with credentials and no XSRF header, and parses JSON', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { licenseeName: 'ACME' }));
    const result = await apiRequest(loadLicenseeConfigEndpoint);
    expect(result).toEqual({ licenseeName: 'ACME' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bootstrap/load-licensee-config');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(headersOf(fetchMock.mock.calls[0])['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('lets a request outlive the page only when asked (keepalive)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { licenseeName: 'ACME' }));
    await apiRequest(loadLicenseeConfigEndpoint);
    await apiRequest(loadLicenseeConfigEndpoint, { keepalive: true });
    expect(fetchMock.mock.calls[0]?.[1].keepalive).toBeUndefined();
    expect(fetchMock.mock.calls[1]?.[1].keepalive).toBe(true);
  });

  it('asks for texts in the language the page shows', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await apiRequest(loadLicenseeConfigEndpoint);
    expect(headersOf(fetchMock.mock.calls[0])['Accept-Language']).toBeUndefined();
    // The shell's i18next is this shared instance; the page shows English from here on.
    await i18next.init({ lng: 'en_GB', resources: {} });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await apiRequest(loadLicenseeConfigEndpoint);
    expect(headersOf(fetchMock.mock.calls[1])['Accept-Language']).toBe('en-GB');
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on writes, with a JSON body', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-token; path=/';
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, uuid: 'u' }));
    await apiRequest(loginEndpoint, { body: { username: 'a', clientIdentifier: 'b', password: 'c'.repeat(64) } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = headersOf(fetchMock.mock.calls[0]);
    expect(headers['X-XSRF-TOKEN']).toBe('cookie-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      username: 'a',
      clientIdentifier: 'b',
      password: 'c'.repeat(64),
    });
  });

  it('fetches /api/csrf first when the cookie is missing before a write', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'fresh-token' }))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, uuid: 'u' }));
    await apiRequest(loginEndpoint, { body: { username: 'a', clientIdentifier: 'b', password: 'c'.repeat(64) } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([csrfEndpoint.path, loginEndpoint.path]);
    expect(headersOf(fetchMock.mock.calls[1])['X-XSRF-TOKEN']).toBe('fresh-token');
  });

  it('fills path parameters and answers a Blob when the answer is a file, not JSON', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, 'file-bytes', 'image/png'));
    const result = await apiRequest(fileEndpoint, {
      params: { context: 'licensee', type: 'logo', uuid: '00000000-0000-4000-8000-000000000000', filename: 'a b.png' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/file/licensee/logo/00000000-0000-4000-8000-000000000000/a%20b.png');
    expect(result).toBeInstanceOf(Blob);
  });

  it('shows the contract loader while running and hides it at the end', async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    const pending = apiRequest(memberStateEndpoint);
    expect(appStore.get(loadingAtom)[memberStateEndpoint.id]).toBe('load');
    resolve(jsonResponse(200, {}));
    await pending;
    expect(appStore.get(loadingAtom)[memberStateEndpoint.id]).toBe('hide');
  });

  it('uses a given loader id', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const pending = apiRequest(memberStateEndpoint, { loaderId: 'page' });
    expect(appStore.get(loadingAtom).page).toBe('load');
    await pending;
    expect(appStore.get(loadingAtom).page).toBe('hide');
  });

  it('drives no loader with loader id null, and records no error against one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await apiRequest(memberStateEndpoint, { loaderId: null });
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: { code: 'Dashboard.Conflict' } }));
    await expect(apiRequest(memberStateEndpoint, { loaderId: null, handledStatuses: [409] })).rejects.toMatchObject({ status: 409 });
    expect(appStore.get(loadingAtom)).toEqual({});
    expect(appStore.get(loadingErrorsAtom)).toEqual({});
  });

  it('hides all loaders after an error and stores the error code against the loader', async () => {
    setLoader('other', 'save');
    document.cookie = 'XSRF-TOKEN=t; path=/';
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: { code: 'Auth.InvalidCredentials' } }));
    const handler = jest.fn();
    setHttpErrorHandler(handler);
    const failure = apiRequest(loginEndpoint, { body: { username: 'a', clientIdentifier: 'b', password: 'c'.repeat(64) } });
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'Auth.InvalidCredentials' });
    expect(appStore.get(loadingAtom)).toEqual({ other: 'hide', [loginEndpoint.id]: 'hide' });
    expect(appStore.get(loadingErrorsAtom)[loginEndpoint.id]).toEqual(['Auth.InvalidCredentials']);
    expect(handler).toHaveBeenCalledWith(expect.any(ApiRequestError), loginEndpoint);
  });

  it('turns a network failure into status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const handler = jest.fn();
    setHttpErrorHandler(handler);
    await expect(apiRequest(memberStateEndpoint)).rejects.toMatchObject({ status: 0, code: undefined });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(appStore.get(loadingAtom)[memberStateEndpoint.id]).toBe('hide');
  });

  it('calls the success handler for bodies with success: true only', async () => {
    const onSuccess = jest.fn();
    setSuccessHandler(onSuccess);
    document.cookie = 'XSRF-TOKEN=t; path=/';
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, uuid: 'u' }))
      .mockResolvedValueOnce(jsonResponse(200, { alive: true }));
    await apiRequest(loginEndpoint, { body: { username: 'a', clientIdentifier: 'b', password: 'c'.repeat(64) } });
    await apiRequest(memberStateEndpoint);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith({ success: true, uuid: 'u' }, loginEndpoint);
  });

  it('shows no loader for contracts with loader none and builds query strings', async () => {
    const contract: EndpointRoute = { ...csrfEndpoint, id: 'x.list', path: '/api/x' };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'x' }));
    await apiRequest(contract, { query: { a: 1, b: ['x', 'y'], c: undefined } as never });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/x?a=1&b=x&b=y');
    expect(appStore.get(loadingAtom)).toEqual({});
  });
});

describe('apiRequestOrNull', () => {
  it('answers null, with no error shown, for a status that means "absent"', async () => {
    const handler = jest.fn();
    setHttpErrorHandler(handler);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: { code: 'Auth.Unauthenticated' } }));
    await expect(apiRequestOrNull(memberStateEndpoint, [401, 403])).resolves.toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it('throws, and shows, any other failure', async () => {
    const handler = jest.fn();
    setHttpErrorHandler(handler);
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: { code: 'Dashboard.Exception' } }));
    await expect(apiRequestOrNull(memberStateEndpoint, [401, 403])).rejects.toMatchObject({ status: 500 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest with the page’s answers (decision 0020)', () => {
  const body = { bucket: 'all', page: 1, perPage: 25 } as const;
  const tasksKey = pageAnswerKey('POST', readMemberTasksEndpoint.path, body);
  afterEach(() => installPageAnswers([]));

  it('answers a first read from the page once, without a request or a CSRF token, then asks the server', async () => {
    installPageAnswers([{ key: tasksKey, answer: { rows: ['from the page'] } }]);
    // The body's keys in another order: the same request.
    await expect(apiRequest(readMemberTasksEndpoint, { body: { perPage: 25, page: 1, bucket: 'all' } })).resolves.toEqual({
      rows: ['from the page'],
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(appStore.get(loadingAtom)).toEqual({});

    document.cookie = 'XSRF-TOKEN=token; path=/';
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { rows: ['from the server'] }));
    await expect(apiRequest(readMemberTasksEndpoint, { body })).resolves.toEqual({ rows: ['from the server'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server for another body, and for any request once the start is past', async () => {
    const start = Date.now();
    installPageAnswers([{ key: tasksKey, answer: { rows: [] } }], start - PAGE_ANSWERS_KEEP_MS - 1);
    document.cookie = 'XSRF-TOKEN=token; path=/';
    fetchMock.mockResolvedValue(jsonResponse(200, { rows: ['from the server'] }));
    await expect(apiRequest(readMemberTasksEndpoint, { body: { ...body, page: 2 } })).resolves.toEqual({ rows: ['from the server'] });
    await expect(apiRequest(readMemberTasksEndpoint, { body })).resolves.toEqual({ rows: ['from the server'] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a request the answers do not answer, without the network, when only the answers may answer', async () => {
    const handler = jest.fn();
    setHttpErrorHandler(handler);
    installPageAnswers([{ key: tasksKey, answer: { rows: ['from the page'] } }], Date.now(), { only: true });
    await expect(apiRequest(readMemberTasksEndpoint, { body })).resolves.toEqual({ rows: ['from the page'] });
    await expect(apiRequest(readMemberTasksEndpoint, { body })).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(appStore.get(loadingAtom)).toEqual({});
  });
});
