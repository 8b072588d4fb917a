import {
  type BodyInputOf,
  copyMemberAssignmentsEndpoint,
  createLocationEndpoint,
  createMemberGroupEndpoint,
  createOrgUnitEndpoint,
  locationListEndpoint,
  memberGroupListEndpoint,
  orgUnitDetailEndpoint,
  orgUnitListEndpoint,
} from '@compliance/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type ContractResponse, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { entityIdOf, memberIdOf } from '../../test/demo-ids';
import { listRequest } from '../../test/list-request';

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, {
    admin: ['demo', 'admin'],
    locadmin: ['demo', 'locadmin'],
    ouadmin: ['demo', 'ouadmin'],
    member: ['demo', 'member'],
    acme: ['acme', 'admin'],
  });
});
afterAll(async () => {
  await t.close();
});

const one = <Row>(text: string, params: unknown[] = []): Promise<Row> => firstRow<Row>(t.db, text, params);
const idOf = (table: 'org_unit' | 'location' | 'member_group', identifier: string, company = 'demo'): Promise<string> =>
  entityIdOf(t.db, table, identifier, company);
const memberId = (username: string, company = 'demo'): Promise<string> => memberIdOf(t.db, username, company);
const list = listRequest;
const code = errorCodeOf;
const uuidsOf = (response: LightMyRequestResponse) => response.json<{ items: Array<{ uuid: string }> }>().items.map((row) => row.uuid);

const orgUnit = (identifier: string, extra: Record<string, unknown> = {}) => ({
  orgUnitIdentifier: identifier,
  orgUnitName: `Unit ${identifier}`,
  ...extra,
});

describe('org units', () => {
  it('lists with counts and people; ou-admins see only the units they administer', async () => {
    const all = (await client('admin').send(orgUnitListEndpoint, list({ sortBy: 'memberCount', sortDirection: 'desc' }))).answer();
    expect(all.total).toBe(6);
    expect(all.items[0]!.orgUnitIdentifier).toBe('alle-mitarbeitenden');
    expect(all.items.find((row) => row.orgUnitIdentifier === 'demo-gmbh')!.accountables).toHaveLength(1);
    const own = (await client('ouadmin').send(orgUnitListEndpoint, list())).answer();
    expect(own.items.map((row) => row.orgUnitIdentifier)).toEqual(['produktion']);
    const search = (await client('admin').send(orgUnitListEndpoint, list({ filter: { search: 'LOGIST' } }))).answer();
    expect(search.total).toBe(1);
    expect(code(await client('ouadmin').post('/api/org-unit/org-unit-detail', { uuid: await idOf('org_unit', 'logistik') }))).toBe(
      'OrgUnit.NotFound',
    );
    expect((await client('ouadmin').post('/api/org-unit/org-unit-detail', { uuid: await idOf('org_unit', 'produktion') })).statusCode).toBe(
      200,
    );
    expect(code(await client('member').post('/api/org-unit/org-unit-list', list()))).toBe('Auth.Forbidden');
  });

  describe('created, updated and deleted', () => {
    let root: string;
    let admin: string;
    let ouAdmin: string;
    let created: ContractResponse<typeof createOrgUnitEndpoint>;
    let id: string;
    beforeAll(async () => {
      root = await idOf('org_unit', 'demo-gmbh');
      admin = await memberId('admin');
      ouAdmin = await memberId('ouadmin');
      created = await client('admin').send(
        createOrgUnitEndpoint,
        orgUnit('qualitaet', { parentUuid: root, accountableUuids: [admin], adminUuids: [ouAdmin] }),
      );
      id = created.answer().uuid;
    });

    it('creates a unit below its parent, with its admins and accountables', async () => {
      expect(created.statusCode).toBe(200);
      expect(
        await client('admin')
          .post('/api/org-unit/org-unit-detail', { uuid: id })
          .then((r) => r.json()),
      ).toMatchObject({ orgUnitIdentifier: 'qualitaet', parentUuid: root, admins: [{ uuid: ouAdmin }], accountables: [{ uuid: admin }] });
    });

    it('refuses an identifier another unit has', async () => {
      expect(code(await client('admin').post('/api/org-unit/create-org-unit', orgUnit('qualitaet')))).toBe('OrgUnit.IdentifierExists');
    });

    it('refuses a second root', async () => {
      expect(code(await client('admin').post('/api/org-unit/create-org-unit', orgUnit('zweite-wurzel', { isRoot: true })))).toBe(
        'OrgUnit.RootExists',
      );
    });

    it('refuses an accountable who is no admin', async () => {
      expect(
        code(await client('admin').post('/api/org-unit/create-org-unit', orgUnit('xa1', { accountableUuids: [await memberId('member')] }))),
      ).toBe('OrgUnit.AccountableNotAdmin');
    });

    it('refuses as unit admin a member without the ou-admin role', async () => {
      expect(code(await client('admin').post('/api/org-unit/create-org-unit', orgUnit('xa2', { adminUuids: [admin] })))).toBe(
        'Role.Invalid',
      );
    });

    it('refuses an accountable of another client', async () => {
      expect(
        code(
          await client('admin').post(
            '/api/org-unit/create-org-unit',
            orgUnit('xa3', { accountableUuids: [await memberId('admin', 'acme')] }),
          ),
        ),
      ).toBe('Member.NotFound');
    });

    it('refuses a parent of another client', async () => {
      expect(
        code(
          await client('admin').post(
            '/api/org-unit/create-org-unit',
            orgUnit('xa4', { parentUuid: await idOf('org_unit', 'technik', 'acme') }),
          ),
        ),
      ).toBe('OrgUnit.NotFound');
    });

    // One identifier rule, as its message states (the outside check found 'ab', '1abc', '-' and 'a' accepted).
    it('refuses an identifier the identifier rule refuses, naming that rule', async () => {
      for (const refused of ['Bad Id', 'ab', '1abc', '-', 'a']) {
        const answer = await client('admin').post('/api/org-unit/create-org-unit', orgUnit(refused));
        expect(answer.json()).toEqual({
          error: { code: 'Schema.Invalid', fields: [expect.objectContaining({ path: 'orgUnitIdentifier', key: 'identifier' })] },
        });
      }
    });

    it('never deletes the root', async () => {
      expect(code(await client('admin').post('/api/org-unit/delete-org-unit', { uuid: root }))).toBe('OrgUnit.RootNotDeletable');
    });

    describe('with a unit below it', () => {
      let child: { uuid: string };
      beforeAll(async () => {
        child = (await client('admin')
          .post('/api/org-unit/create-org-unit', orgUnit('qualitaet-labor', { parentUuid: id }))
          .then((r) => r.json())) as { uuid: string };
      });

      it('records a change of the unit before and after, column by column', async () => {
        const unit = orgUnit('qualitaet', { parentUuid: root, accountableUuids: [admin], adminUuids: [ouAdmin], uuid: id });
        const renamed = { ...unit, orgUnitName: 'Qualität und Prüfung' };
        expect((await client('admin').post('/api/org-unit/update-org-unit', renamed)).statusCode).toBe(200);
        const [entry] = await t.db.query<{ details: { before: Record<string, unknown>; after: Record<string, unknown> } }>(
          "SELECT details FROM audit_log WHERE action = 'org_unit.update' AND entity_id = $1 ORDER BY created_at DESC LIMIT 1",
          [id],
        );
        expect(entry?.details.after).toEqual({ ...entry?.details.before, name: 'Qualität und Prüfung' });
        expect(entry?.details.before).toMatchObject({ identifier: 'qualitaet', name: 'Unit qualitaet', parent_id: root, is_root: false });
        expect((await client('admin').post('/api/org-unit/update-org-unit', unit)).statusCode).toBe(200);
      });

      it('refuses a parent that makes a cycle: a unit below it, or itself', async () => {
        expect(
          code(
            await client('admin').post('/api/org-unit/update-org-unit', { ...orgUnit('qualitaet', { parentUuid: child.uuid }), uuid: id }),
          ),
        ).toBe('OrgUnit.ParentInvalid');
        expect(
          code(await client('admin').post('/api/org-unit/update-org-unit', { ...orgUnit('qualitaet', { parentUuid: id }), uuid: id })),
        ).toBe('OrgUnit.ParentInvalid');
      });

      it('keeps a unit that has units below it', async () => {
        expect(code(await client('admin').post('/api/org-unit/delete-org-unit', { uuid: id }))).toBe('OrgUnit.HasChildren');
      });

      describe('the unit below made a default unit', () => {
        let madeDefault: LightMyRequestResponse;
        beforeAll(async () => {
          madeDefault = await client('admin').post('/api/org-unit/update-org-unit', {
            ...orgUnit('qualitaet-labor', { parentUuid: id, isDefault: true }),
            uuid: child.uuid,
          });
        });

        it('gives a default unit every active member', async () => {
          expect(madeDefault.statusCode).toBe(200);
          const active = await one<{ n: number }>(
            "SELECT count(*)::int AS n FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.archived_at IS NULL",
          );
          expect((await client('admin').send(orgUnitDetailEndpoint, { uuid: child.uuid })).answer().memberCount).toBe(active.n);
        });

        it('keeps a unit that has members', async () => {
          expect(code(await client('admin').post('/api/org-unit/delete-org-unit', { uuid: child.uuid }))).toBe('OrgUnit.HasMembers');
        });

        describe('and emptied', () => {
          beforeAll(async () => {
            await t.db.query('DELETE FROM org_unit_member WHERE org_unit_id = $1', [child.uuid]);
          });

          it('deletes a unit with no units below it and no members, and records it in the audit log', async () => {
            expect((await client('admin').post('/api/org-unit/delete-org-unit', { uuid: child.uuid })).statusCode).toBe(200);
            expect(
              await t.db.query("SELECT action FROM audit_log WHERE entity_id = $1 AND action = 'org_unit.delete'", [child.uuid]),
            ).toHaveLength(1);
          });
        });
      });
    });

    it("keeps a unit out of another client's reach", async () => {
      expect(code(await client('acme').post('/api/org-unit/delete-org-unit', { uuid: id }))).toBe('OrgUnit.NotFound');
    });
  });

  it('copies member assignments from one unit to another', async () => {
    const target = (await client('admin').send(createOrgUnitEndpoint, orgUnit('kopie'))).answer().uuid;
    const source = await idOf('org_unit', 'vertrieb');
    const members = await one<{ n: number }>('SELECT count(*)::int AS n FROM org_unit_member WHERE org_unit_id = $1', [source]);
    const response = await client('admin').post('/api/org-unit/copy-member-assignments', { sourceUuid: source, targetUuid: target });
    expect(response.json()).toEqual({ success: true, copied: members.n });
    expect((await client('admin').send(copyMemberAssignmentsEndpoint, { sourceUuid: source, targetUuid: target })).answer().copied).toBe(0);
    expect(
      (
        await client('admin').post('/api/org-unit/copy-member-assignments', {
          sourceUuid: await idOf('org_unit', 'technik', 'acme'),
          targetUuid: target,
        })
      ).statusCode,
    ).toBe(404);
  });
});

// The members tab, assign and remove are one piece for all three entities: each is exercised the same way.
describe.each([
  [
    'org-unit',
    'org_unit',
    'logistik',
    'OrgUnit.NotFound',
    '/api/org-unit/member-list',
    '/api/org-unit/add-members-to-org-unit',
    '/api/org-unit/remove-members',
  ],
  [
    'location',
    'location',
    'lager-muenchen',
    'Location.NotFound',
    '/api/location/read-member-list',
    '/api/location/assign-members',
    '/api/location/remove-members',
  ],
  [
    'member-group',
    'member_group',
    'betriebsrat',
    'MemberGroup.NotFound',
    '/api/member-group/read-member-list',
    '/api/member-group/assign-members',
    '/api/member-group/remove-members',
  ],
] as const)('%s members tab', (_name, table, identifier, notFound, listPath, assignPath, removePath) => {
  it('assigns a member once, though named twice, and finds it by search', async () => {
    const entity = await idOf(table, identifier);
    const member = await memberId('member');
    await client('admin').post(removePath, { uuid: entity, memberUuids: [member] });
    expect(uuidsOf(await client('admin').post(listPath, list({ uuid: entity })))).not.toContain(member);
    expect((await client('admin').post(assignPath, { uuid: entity, memberUuids: [member, member] })).statusCode).toBe(200);
    expect(uuidsOf(await client('admin').post(listPath, list({ uuid: entity, filter: { search: 'musterm' } })))).toEqual([member]);
  });

  it('removes a member', async () => {
    const entity = await idOf(table, identifier);
    const member = await memberId('member');
    await client('admin').post(assignPath, { uuid: entity, memberUuids: [member] });
    expect((await client('admin').post(removePath, { uuid: entity, memberUuids: [member] })).statusCode).toBe(200);
    expect(uuidsOf(await client('admin').post(listPath, list({ uuid: entity })))).not.toContain(member);
  });

  it("refuses another client's members and entities", async () => {
    const entity = await idOf(table, identifier);
    expect(code(await client('admin').post(assignPath, { uuid: entity, memberUuids: [await memberId('admin', 'acme')] }))).toBe(
      'Member.NotFound',
    );
    const foreign = await idOf(table, table === 'org_unit' ? 'technik' : table === 'location' ? 'hq-koeln' : 'betriebsrat', 'acme');
    expect(code(await client('admin').post(listPath, list({ uuid: foreign })))).toBe(notFound);
    expect(code(await client('admin').post(assignPath, { uuid: foreign, memberUuids: [await memberId('member')] }))).toBe(notFound);
  });

  it('lets no member assign', async () => {
    const entity = await idOf(table, identifier);
    expect(code(await client('member').post(assignPath, { uuid: entity, memberUuids: [await memberId('member')] }))).toBe('Auth.Forbidden');
  });
});

describe('scoped members tabs', () => {
  it('keeps loc-admins to their locations and ou-admins to their units', async () => {
    expect(code(await client('locadmin').post('/api/location/read-member-list', list({ uuid: await idOf('location', 'hq-berlin') })))).toBe(
      'Location.NotFound',
    );
    expect(
      (await client('locadmin').post('/api/location/read-member-list', list({ uuid: await idOf('location', 'werk-hamburg') }))).statusCode,
    ).toBe(200);
    expect(
      code(
        await client('ouadmin').post('/api/org-unit/add-members-to-org-unit', {
          uuid: await idOf('org_unit', 'logistik'),
          memberUuids: [await memberId('member')],
        }),
      ),
    ).toBe('OrgUnit.NotFound');
  });
});

const location = (
  identifier: string,
  extra: Partial<BodyInputOf<typeof createLocationEndpoint>> = {},
): BodyInputOf<typeof createLocationEndpoint> => ({
  locationIdentifier: identifier,
  name: `Standort ${identifier}`,
  street: null,
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  locationType: 'branch',
  floorSpace: 120.5,
  ...extra,
});

describe('locations', () => {
  it('lists every location with its floor space as a number', async () => {
    const all = (await client('admin').send(locationListEndpoint, list())).answer();
    expect(all.total).toBe(4);
    expect(typeof all.items[0]!.floorSpace).toBe('number');
  });

  it('filters the list by type', async () => {
    expect((await client('admin').send(locationListEndpoint, list({ filter: { locationType: 'headquarters' } }))).answer().total).toBe(1);
  });

  it('lists to loc-admins only their own locations', async () => {
    const own = (await client('locadmin').send(locationListEndpoint, list())).answer();
    expect(own.items.map((row) => row.locationIdentifier)).toEqual(['werk-hamburg']);
  });

  describe('created, updated and deleted', () => {
    let responsible: string;
    let created: ContractResponse<typeof createLocationEndpoint>;
    let id: string;
    beforeAll(async () => {
      responsible = await memberId('locadmin');
      created = await client('admin').send(createLocationEndpoint, location('filiale-potsdam', { responsibleMemberUuids: [responsible] }));
      id = created.answer().uuid;
    });

    it('creates a location with its floor space and those responsible for it', async () => {
      expect(created.statusCode).toBe(200);
      expect((await client('admin').post('/api/location/location-detail', { uuid: id })).json()).toMatchObject({
        floorSpace: 120.5,
        responsibleMembers: [{ uuid: responsible }],
        memberCount: 0,
      });
    });

    it('refuses an identifier another location has', async () => {
      expect(code(await client('admin').post('/api/location/create-location', location('filiale-potsdam')))).toBe(
        'Location.IdentifierExists',
      );
    });

    it('refuses a postal code that is none', async () => {
      expect(code(await client('admin').post('/api/location/create-location', location('filiale-x', { postalCode: '1' })))).toBe(
        'Schema.Invalid',
      );
    });

    // A short ID breaks the one identifier rule and gets its one message, as in the form.
    it('refuses a short identifier with the identifier rule alone', async () => {
      expect((await client('admin').post('/api/location/create-location', location('ab'))).json().error.fields).toEqual([
        expect.objectContaining({ path: 'locationIdentifier', key: 'identifier' }),
      ]);
    });

    it('refuses a responsible member of another client', async () => {
      expect(
        code(
          await client('admin').post(
            '/api/location/create-location',
            location('filiale-y', { responsibleMemberUuids: [await memberId('admin', 'acme')] }),
          ),
        ),
      ).toBe('Member.NotFound');
    });

    describe('while the loc-admin is responsible for it', () => {
      it('keeps a location someone is responsible for', async () => {
        expect(code(await client('admin').post('/api/location/delete-locations', { uuids: [id] }))).toBe('Member.ResponsibleForLocation');
      });

      it('lets the responsible loc-admin edit it', async () => {
        expect(
          (
            await client('locadmin').post('/api/location/update-location-detail', {
              ...location('filiale-potsdam', { name: 'Filiale Potsdam', responsibleMemberUuids: [responsible] }),
              uuid: id,
            })
          ).statusCode,
        ).toBe(200);
      });

      it('leaves who is responsible to admins', async () => {
        expect(
          code(
            await client('locadmin').post('/api/location/update-location-detail', {
              ...location('filiale-potsdam', { responsibleMemberUuids: [] }),
              uuid: id,
            }),
          ),
        ).toBe('Role.AdminsOnly');
      });
    });

    describe('once no one is responsible for it', () => {
      let unassigned: LightMyRequestResponse;
      beforeAll(async () => {
        unassigned = await client('admin').post('/api/location/update-location-detail', {
          ...location('filiale-potsdam', { responsibleMemberUuids: [] }),
          uuid: id,
        });
      });

      it('lets an admin take the responsibility from everyone', () => {
        expect(unassigned.statusCode).toBe(200);
      });

      it('keeps it from the loc-admin no longer responsible', async () => {
        expect(
          code(await client('locadmin').post('/api/location/update-location-detail', { ...location('filiale-potsdam'), uuid: id })),
        ).toBe('Location.NotFound');
      });

      it('lets no loc-admin delete it', async () => {
        expect(code(await client('locadmin').post('/api/location/delete-locations', { uuids: [id] }))).toBe('Auth.Forbidden');
      });

      it('keeps it from another client', async () => {
        expect(code(await client('acme').post('/api/location/delete-locations', { uuids: [id] }))).toBe('Location.NotFound');
      });

      it('lets an admin delete a location no one is responsible for', async () => {
        expect((await client('admin').post('/api/location/delete-locations', { uuids: [id] })).statusCode).toBe(200);
      });
    });
  });
});

describe('member groups', () => {
  it('lists every group of the client', async () => {
    const all = (await client('admin').send(memberGroupListEndpoint, list({ sortBy: 'memberCount' }))).answer();
    expect(all.total).toBe(6);
  });

  it('filters the list by type', async () => {
    expect((await client('locadmin').send(memberGroupListEndpoint, list({ filter: { type: 'first-aid' } }))).answer().total).toBe(1);
  });

  it('lets no loc-admin create a group', async () => {
    expect(
      code(
        await client('locadmin').post('/api/member-group/create-member-group', {
          memberGroupIdentifier: 'abc',
          name: 'X',
          type: 'first-aid',
        }),
      ),
    ).toBe('Auth.Forbidden');
  });

  describe('created, updated and deleted', () => {
    let created: ContractResponse<typeof createMemberGroupEndpoint>;
    let id: string;
    beforeAll(async () => {
      created = await client('admin').send(createMemberGroupEndpoint, {
        memberGroupIdentifier: 'ersthelfer-nord',
        name: 'Ersthelfer Nord',
        type: 'first-aid',
      });
      id = created.answer().uuid;
    });

    it('creates a group', () => {
      expect(created.statusCode).toBe(200);
    });

    it('refuses an identifier another group has, on creation and on update', async () => {
      expect(
        code(
          await client('admin').post('/api/member-group/create-member-group', {
            memberGroupIdentifier: 'ersthelfer-nord',
            name: 'X',
            type: 'first-aid',
          }),
        ),
      ).toBe('MemberGroup.IdentifierExists');
      expect(
        code(
          await client('admin').post('/api/member-group/update-details', {
            uuid: id,
            memberGroupIdentifier: 'betriebsrat',
            name: 'X',
            type: 'first-aid',
          }),
        ),
      ).toBe('MemberGroup.IdentifierExists');
    });

    it('updates its details', async () => {
      expect(
        (
          await client('admin').post('/api/member-group/update-details', {
            uuid: id,
            memberGroupIdentifier: 'ersthelfer-nord',
            name: 'Ersthelfende Nord',
            type: 'first-aid',
          })
        ).statusCode,
      ).toBe(200);
      expect((await client('admin').post('/api/member-group/read-details', { uuid: id })).json()).toMatchObject({
        name: 'Ersthelfende Nord',
        memberCount: 0,
      });
    });

    it('keeps it from another client', async () => {
      expect(code(await client('acme').post('/api/member-group/read-details', { uuid: id }))).toBe('MemberGroup.NotFound');
    });

    it('deletes it', async () => {
      expect((await client('admin').post('/api/member-group/delete-member-group', { uuids: [id] })).statusCode).toBe(200);
      expect(code(await client('admin').post('/api/member-group/read-details', { uuid: id }))).toBe('MemberGroup.NotFound');
    });
  });
});

// Pages are found by their keys first and joined after (a deferred join, lib/sql.ts pageOfRows):
// each row once, in the order of one long page, names shared by several rows included.
describe('deep pages of the org-unit, location and group lists', () => {
  const LISTS = [
    { path: '/api/org-unit/org-unit-list', table: 'org_unit', orders: ['orgUnitName', 'orgUnitIdentifier', 'memberCount'] },
    { path: '/api/location/location-list', table: 'location', orders: ['name', 'locationIdentifier'] },
    { path: '/api/member-group/read-list', table: 'member_group', orders: ['name', 'memberGroupIdentifier', 'memberCount'] },
  ] as const;

  beforeAll(async () => {
    const acme = "(SELECT id FROM client WHERE client_identifier = 'acme')";
    await t.db.query(
      `INSERT INTO org_unit (client_id, identifier, name) SELECT ${acme}, 'deep-' || i, 'Einheit ' || (i % 7) FROM generate_series(1, 60) i`,
    );
    await t.db.query(
      `INSERT INTO location (client_id, identifier, name, location_type)
       SELECT ${acme}, 'deep-' || i, 'Standort ' || (i % 7), 'branch' FROM generate_series(1, 60) i`,
    );
    await t.db.query(
      `INSERT INTO member_group (client_id, identifier, name, type)
       SELECT ${acme}, 'deep-' || i, 'Gruppe ' || (i % 7), 'first-aid' FROM generate_series(1, 60) i`,
    );
  });

  it.each(LISTS)('reads every page of $table as one long page reads it, in each order and direction', async ({ path, orders }) => {
    const pages = async (sortBy: string, sortDirection: string, perPage: number, count: number) => {
      const uuids: string[] = [];
      for (let page = 1; page <= count; page++)
        uuids.push(...uuidsOf(await client('acme').post(path, list({ sortBy, sortDirection, page, perPage }))));
      return uuids;
    };
    for (const sortBy of orders) {
      for (const direction of ['asc', 'desc']) {
        const long = await pages(sortBy, direction, 100, 1);
        expect(long.length).toBeGreaterThan(60);
        expect([sortBy, direction, await pages(sortBy, direction, 25, Math.ceil(long.length / 25))]).toEqual([sortBy, direction, long]);
        expect(new Set(long).size).toBe(long.length);
      }
    }
  });
});
