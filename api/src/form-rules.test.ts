import { type ErrorBody, FORM_RULES, type FormRules, hashPassword, type RefusedFormValue } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from './test/build';
import { DEMO_ADMINS, signInAll, TestClient } from './test/client';
import { newMemberBody } from './test/members';
import { DEMO_PASSWORD } from './seed/demo';

// The API refuses every value a form refuses, with the form's message at the form's field:
// generated from FORM_RULES in shared-contracts, so a rule added to a form's table is checked
// here without a new test.

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, { ...DEMO_ADMINS, member: ['demo', 'member'] });
});
afterAll(async () => {
  await t.close();
});

const idOf = async (sql: string): Promise<string> => ((await t.db.query<{ id: string }>(sql))[0] as { id: string }).id;
const demoClient = "(SELECT id FROM client WHERE client_identifier = 'demo')";

/** Who sends a form, and a body the API accepts, which each refused value then spoils. */
interface ValidForm {
  sender: () => TestClient;
  body: () => Promise<Record<string, unknown>>;
}

const memberBody = (username: string): Record<string, unknown> =>
  newMemberBody(username, { birthDate: '1990-04-23', postalCode: '10115', country: 'DE' });
const locationBody = {
  locationIdentifier: 'regel-ort',
  name: 'Regelort',
  street: null,
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  locationType: 'branch',
  floorSpace: 120,
  responsibleMemberUuids: [],
};

const VALID_FORMS: Readonly<Record<string, ValidForm>> = {
  login: {
    sender: () => new TestClient(t.app),
    body: async () => ({ clientIdentifier: 'demo', username: 'member', password: hashPassword('Falsch-Passw0rd!') }),
  },
  'support login': {
    sender: () => new TestClient(t.app),
    body: async () => ({ clientIdentifier: 'demo', username: 'advisor', password: hashPassword('Falsch-Passw0rd!') }),
  },
  'forgot password': { sender: () => new TestClient(t.app), body: async () => ({ clientIdentifier: 'demo', username: 'member' }) },
  'create member': { sender: () => client('admin'), body: async () => ({ ...memberBody('regel.neu'), orgUnitUuids: [] }) },
  'member details': {
    sender: () => client('admin'),
    body: async () => {
      const { initialPassword: _password, ...fields } = memberBody('member');
      const uuid = await idOf(`SELECT id FROM member WHERE client_id = ${demoClient} AND username = 'member'`);
      return { ...fields, uuid, status: 'active', options: { createElearningTasks: true, createRiskAssessmentTasks: true } };
    },
  },
  'create location': { sender: () => client('admin'), body: async () => locationBody },
  'location details': {
    sender: () => client('admin'),
    body: async () => ({ ...locationBody, uuid: await idOf(`SELECT id FROM location WHERE client_id = ${demoClient} LIMIT 1`) }),
  },
  'create org unit': {
    sender: () => client('admin'),
    body: async () => ({ orgUnitIdentifier: 'regel-einheit', orgUnitName: 'Regeleinheit' }),
  },
  'org unit details': {
    sender: () => client('admin'),
    body: async () => {
      const unit = (
        await t.db.query<{ id: string; parent_id: string }>(
          `SELECT id, parent_id FROM org_unit WHERE client_id = ${demoClient} AND NOT is_root AND NOT is_default LIMIT 1`,
        )
      )[0]!;
      return { uuid: unit.id, orgUnitIdentifier: 'regel-einheit', orgUnitName: 'Regeleinheit', parentUuid: unit.parent_id };
    },
  },
  'create member group': {
    sender: () => client('admin'),
    body: async () => ({ memberGroupIdentifier: 'regel-gruppe', name: 'Regelgruppe', type: 'first-aid' }),
  },
  'member group details': {
    sender: () => client('admin'),
    body: async () => ({
      uuid: await idOf(`SELECT id FROM member_group WHERE client_id = ${demoClient} LIMIT 1`),
      memberGroupIdentifier: 'regel-gruppe',
      name: 'Regelgruppe',
      type: 'first-aid',
    }),
  },
  'company details': {
    sender: () => client('admin'),
    body: async () => ({
      section: 'details',
      name: 'Demo GmbH',
      street: null,
      additional: null,
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    }),
  },
  'company configuration': {
    sender: () => client('superadmin'),
    body: async () => ({
      section: 'configuration',
      homepage: null,
      notificationFooterEmail: null,
      notificationFooterSms: null,
      language: 'de_DE',
      zenDeskKey: null,
      allowSupportLogin: true,
    }),
  },
  'profile details': {
    sender: () => client('member'),
    body: async () => ({ email: null, firstName: 'Mira', lastName: 'Mitglied', phoneNumber: null, mobileNumber: null }),
  },
  'change username': {
    sender: () => client('member'),
    body: async () => ({ username: 'member', newUsername: 'member.regel', password: hashPassword(DEMO_PASSWORD) }),
  },
};

const cases = FORM_RULES.flatMap((rules: FormRules) =>
  rules.refused.map(
    (refused: RefusedFormValue) =>
      [
        `${rules.form}: ${refused.field} ${JSON.stringify(refused.value).slice(0, 20)}${refused.with ? ` with ${JSON.stringify(refused.with)}` : ''}`,
        rules,
        refused,
      ] as const,
  ),
);

it('knows a valid body of every form in FORM_RULES', () => {
  expect(FORM_RULES.map((rules) => rules.form).filter((form) => VALID_FORMS[form] === undefined)).toEqual([]);
});

it.each(cases)('%s: refused by the API as by the form', async (_name, rules, refused) => {
  const valid = VALID_FORMS[rules.form]!;
  const body = { ...(await valid.body()), ...refused.with, [refused.field]: refused.value };
  const response = await valid.sender().post(rules.endpoint.path, body);
  const answer = response.json<ErrorBody>();
  expect({ field: refused.field, value: refused.value, status: response.statusCode }).toEqual({
    field: refused.field,
    value: refused.value,
    status: 400,
  });
  if (refused.code !== undefined) {
    expect(answer.error?.code).toBe(refused.code);
    return;
  }
  // Only the spoiled field is refused, and with the form's message.
  expect(answer.error?.fields?.map(({ path, key }) => ({ path, key }))).toEqual([{ path: refused.field, key: refused.key }]);
});
