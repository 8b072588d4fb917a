import { appStore, permissionsAtom } from '@compliance/shared-ui';
import { mockEndpoint } from '@compliance/shared-ui/testing';
import { PERMISSIONS, locationListEndpoint, memberListEndpoint, orgUnitListEndpoint } from '@compliance/shared-contracts/browser';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { COMPANY_PERMISSIONS, mockFetch, page, renderCompany, settle } from './test-utils';
import { MEMBER_LIST, MEMBER_LIST_CACHE_MS } from './members/api';
import { MEMBERS, ORG_UNIT } from './members/fixtures';
import { preloadCompanyPage } from './preload';
import { PREFETCH_KEEP_MS, useInvalidateLists } from '@compliance/shared-ui/table';

const LIST_PAGE = '/dashboard/company/members/list';
const LIST = '/api/memberlist/getlist';
const routes = [
  mockEndpoint(memberListEndpoint, page(MEMBERS, 2)),
  mockEndpoint(orgUnitListEndpoint, page([ORG_UNIT])),
  mockEndpoint(locationListEndpoint, page([])),
];
const FIRST_QUERY = { page: 1, perPage: 25, sortBy: 'lastName', sortDirection: 'asc', filter: {} };

// The prefetched answers and fetch times live as long as the area: each test starts well after
// the last one's, so none sees another's.
let offset = 0;
const realNow = Date.now.bind(Date);
beforeEach(() => {
  // Writes carry the CSRF cookie's token (the page has one by the time anyone clicks).
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  // The shell's store holds the signed-in member's permissions before any page is asked for.
  appStore.set(permissionsAtom, COMPANY_PERMISSIONS);
  offset += 10 * MEMBER_LIST_CACHE_MS;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
});
afterEach(async () => {
  await settle();
  jest.restoreAllMocks();
});

/** The list requests one network saw. */
const listRequests = (requests: ReadonlyArray<{ method: string; path: string; body: unknown }>) =>
  requests.filter((request) => request.method === 'POST' && request.path === LIST);

/** Shows the member list as a click on its link would; answers the requests the page itself sent. */
async function openList() {
  const { requests } = renderCompany(LIST_PAGE, { routes });
  await screen.findByRole('gridcell', { name: 'Bernd' });
  return listRequests(requests);
}

describe('a list page asked for before it renders', () => {
  it('sends its first request at once, and the page shows that answer without asking again', async () => {
    const before = mockFetch(routes);
    preloadCompanyPage(LIST_PAGE);
    await waitFor(() => expect(listRequests(before).map((request) => request.body)).toEqual([FIRST_QUERY]));
    expect(await openList()).toEqual([]);
  });

  it("asks nothing for a member who may not read the list: the page's guard turns them away first", async () => {
    appStore.set(permissionsAtom, [PERMISSIONS.profile.readSetting]);
    const before = mockFetch(routes);
    preloadCompanyPage(LIST_PAGE);
    await settle();
    expect(listRequests(before)).toEqual([]);
  });

  it('asks for nothing on pages without a list, nor twice for one already under way', async () => {
    const before = mockFetch(routes);
    preloadCompanyPage('/dashboard/company/settings/details');
    preloadCompanyPage(`${LIST_PAGE}?tab=1`);
    preloadCompanyPage(`${LIST_PAGE}/`);
    await settle();
    expect(listRequests(before)).toHaveLength(1);
  });

  it('asks for nothing when the page would answer from its cache', async () => {
    await openList();
    const after = mockFetch(routes);
    preloadCompanyPage(LIST_PAGE);
    await settle();
    expect(listRequests(after)).toEqual([]);
  });

  it('leaves an answer older than it keeps them to the page, which asks again', async () => {
    mockFetch(routes);
    preloadCompanyPage(LIST_PAGE);
    offset += PREFETCH_KEEP_MS + 1;
    expect(await openList()).toHaveLength(1);
  });

  it('drops an answer asked for before a change to the list', async () => {
    mockFetch(routes);
    preloadCompanyPage(LIST_PAGE);
    const { result } = renderHook(() => useInvalidateLists([MEMBER_LIST.cacheKey]));
    await act(() => result.current());
    expect(await openList()).toHaveLength(1);
  });
});
