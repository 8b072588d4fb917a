import { locationListEndpoint, orgUnitListEndpoint } from '@compliance/shared-contracts/browser';
import { MEMBER_IMPORT_COLUMNS } from '@compliance/shared-contracts';
import { mockEndpoint, mockFetch, type RowOf } from '@compliance/shared-ui/testing';
import { ORG_UNIT } from '../members/fixtures';
import { buildMemberImportTemplate } from './csv-template';

const unit = (orgUnitIdentifier: string, extra: { isRoot?: boolean; isDefault?: boolean } = {}) => ({
  ...ORG_UNIT,
  orgUnitIdentifier,
  orgUnitName: orgUnitIdentifier,
  isRoot: false,
  isDefault: false,
  ...extra,
});
const location = (locationIdentifier: string): RowOf<typeof locationListEndpoint> => ({
  uuid: '44444444-4444-4444-8444-444444444444',
  locationIdentifier,
  name: locationIdentifier,
  street: null,
  postalCode: null,
  city: 'Berlin',
  countryCode: 'DE',
  locationType: 'branch',
  floorSpace: null,
  memberCount: 0,
  responsibleMembers: [],
});

describe('member import template', () => {
  // A known CSRF cookie keeps the list requests from fetching /api/csrf first.
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
  });

  it("is UTF-8 with BOM, ;-separated, with every column and one example row naming the company's own org units and location", async () => {
    const requests = mockFetch([
      mockEndpoint(orgUnitListEndpoint, {
        body: {
          items: [
            unit('demo-gmbh', { isRoot: true }),
            unit('alle-mitarbeitenden', { isDefault: true }),
            unit('logistik'),
            unit('produktion'),
            unit('vertrieb'),
          ],
          total: 5,
        },
      }),
      mockEndpoint(locationListEndpoint, { body: { items: [location('werk-nord'), location('zentrale')], total: 2 } }),
    ]);
    const text = await buildMemberImportTemplate();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, example, rest] = text.slice(1).split('\r\n');
    expect(header?.split(';')).toEqual([...MEMBER_IMPORT_COLUMNS]);
    const cells = Object.fromEntries(MEMBER_IMPORT_COLUMNS.map((column, index) => [column, example?.split(';')[index]]));
    expect(cells).toMatchObject({ lastName: 'Mustermann', orgUnits: 'logistik|produktion', locations: 'werk-nord' });
    expect(rest).toBe('');
    expect(requests.map((request) => request.path)).toEqual(['/api/org-unit/org-unit-list', '/api/location/location-list']);
  });

  it('leaves org units and location empty for a company that has none besides root and default', async () => {
    mockFetch([
      mockEndpoint(orgUnitListEndpoint, {
        body: { items: [unit('demo-gmbh', { isRoot: true }), unit('alle-mitarbeitenden', { isDefault: true })], total: 2 },
      }),
      mockEndpoint(locationListEndpoint, { body: { items: [], total: 0 } }),
    ]);
    const [, example] = (await buildMemberImportTemplate()).slice(1).split('\r\n');
    const cells = example?.split(';') ?? [];
    expect(cells[MEMBER_IMPORT_COLUMNS.indexOf('orgUnits')]).toBe('');
    expect(cells[MEMBER_IMPORT_COLUMNS.indexOf('locations')]).toBe('');
  });
});
