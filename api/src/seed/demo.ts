import { randomUUID } from 'node:crypto';
import { generateUsername, hashPassword, transliterate, type LicenseeRole, type MemberRole } from '@compliance/shared-contracts';
import { insertRows, type Database, type Queryable } from '../db';
import { hashForStorage } from '../security/passwords';
import { DEMO_LOGO_SVG, DEMO_MOOD_SVG } from './images';
import { seedClientELearnings, seedCourses, seedTaskHistory } from './elearning';
import { seedAnalysis, seedClientRiskAssessments, seedEarlierAnalysis, seedMeasures, seedQuestionnaires } from './risk-assessment';
import { seedTemplates } from './templates';
import { sql, sqlRows } from '../lib/sql';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_LICENSEE_NAME = 'Demo Licensee';

/** The accounts the demo prints at start and the README lists. */
/**
 * The demo's accounts: members of a client (`client` set), the customer advisor's support login
 * (role `user`) and the licensee's staff in the back office (decision 0013). The advisor's
 * account serves both the support login and the back office, as licensee-advisor.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<{ client: string | null; username: string; role: MemberRole | 'user' | LicenseeRole }> = [
  { client: 'demo', username: 'superadmin', role: 'super-admin' },
  { client: 'demo', username: 'admin', role: 'admin' },
  { client: 'demo', username: 'locadmin', role: 'loc-admin' },
  { client: 'demo', username: 'ouadmin', role: 'ou-admin' },
  { client: 'demo', username: 'member', role: 'member' },
  { client: 'acme', username: 'admin', role: 'admin' },
  { client: null, username: 'advisor', role: 'user' },
  { client: null, username: 'licenseeadmin', role: 'licensee-admin' },
  { client: null, username: 'advisor', role: 'licensee-advisor' },
];

/**
 * When the demo's accounts were made: before its earliest seeded history (a risk analysis two
 * years ago), so their risk answers count (043_risk_counted_answers.sql) as a real company's would.
 */
const ACCOUNTS_SINCE = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();

const FIRST_NAMES = [
  'Anna',
  'Jürgen',
  'Özlem',
  'Lukas',
  'Marie',
  'Jonas',
  'Sophie',
  'Felix',
  'Lea',
  'Paul',
  'Hannah',
  'Maximilian',
  'Lena',
  'Elias',
  'Emilia',
  'Noah',
  'Mia',
  'Ben',
  'Clara',
  'Finn',
  'Greta',
  'Luis',
  'Ida',
  'Tobias',
  'Zoë',
  'Sören',
  'Jana',
  'Mehmet',
  'Katarzyna',
  'René',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Yılmaz',
  'Nowak',
  'Weiß',
  'Groß',
  'Köhler',
];
const CITIES = [
  { city: 'Berlin', postalCode: '10115', country: 'DE' },
  { city: 'Hamburg', postalCode: '20095', country: 'DE' },
  { city: 'München', postalCode: '80331', country: 'DE' },
  { city: 'Köln', postalCode: '50667', country: 'DE' },
  { city: 'Wien', postalCode: '1010', country: 'AT' },
];

/** A small deterministic generator, so every fresh demo looks the same. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lowercase letters and digits only, umlauts spelled out: for identifiers built from names. */
const slug = (text: string): string =>
  transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface SeedMember {
  id: string;
  username: string;
  role: MemberRole;
  firstName: string;
  lastName: string;
  archived: boolean;
  deactivated: boolean;
  named: boolean;
}

interface ClientPlan {
  identifier: string;
  name: string;
  emailDomain: string;
  memberCount: number;
  named: ReadonlyArray<{ username: string; role: MemberRole; firstName: string; lastName: string }>;
  extraRoles: Partial<Record<MemberRole, number>>;
  archived: number;
  deactivated: number;
  seed: number;
}

async function seedMembers(db: Queryable, clientId: string, plan: ClientPlan): Promise<SeedMember[]> {
  const random = seededRandom(plan.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const members: SeedMember[] = plan.named.map((account) => ({
    ...account,
    id: randomUUID(),
    archived: false,
    deactivated: false,
    named: true,
  }));
  const extraRoles = Object.entries(plan.extraRoles).flatMap(([role, count]) => Array<MemberRole>(count).fill(role as MemberRole));
  const taken = new Set(members.map((member) => member.username));
  while (members.length < plan.memberCount) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const base = generateUsername(firstName, lastName);
    let username = base;
    for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
    taken.add(username);
    members.push({
      id: randomUUID(),
      username,
      firstName,
      lastName,
      role: extraRoles.shift() ?? 'member',
      archived: false,
      deactivated: false,
      named: false,
    });
  }
  const unnamed = members.filter((member) => !member.named);
  for (const member of unnamed.slice(-plan.archived)) member.archived = true;
  for (const member of unnamed.slice(-(plan.archived + plan.deactivated), -plan.archived)) member.deactivated = true;

  const stored = new Map<string, string>();
  for (const member of members.filter((m) => m.named)) stored.set(member.id, await hashForStorage(hashPassword(DEMO_PASSWORD)));

  await insertRows(
    db,
    'member',
    [
      'id',
      'client_id',
      'username',
      'email',
      'role',
      'status',
      'archived_at',
      'password_hash',
      'last_login_at',
      'created_at',
      'admin_credentials_changed_at',
    ],
    members.map((m, index) => [
      m.id,
      clientId,
      m.username,
      `${m.username}@${plan.emailDomain}`,
      m.role,
      m.deactivated ? 'deactivated' : 'active',
      m.archived ? new Date(Date.now() - (index % 30) * 86_400_000).toISOString() : null,
      stored.get(m.id) ?? null,
      m.named || random() < 0.6 ? new Date(Date.now() - Math.floor(random() * 40) * 86_400_000).toISOString() : null,
      ACCOUNTS_SINCE,
      ACCOUNTS_SINCE,
    ]),
  );
  await insertRows(
    db,
    'member_details',
    [
      'member_id',
      'first_name',
      'last_name',
      'birth_date',
      'phone_number',
      'mobile_number',
      'special_attributes',
      'gender',
      'street',
      'postal_code',
      'city',
      'country',
    ],
    members.map((m, index) => {
      const place = CITIES[index % CITIES.length]!;
      const year = 1962 + Math.floor(random() * 42);
      return [
        m.id,
        m.firstName,
        m.lastName,
        `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
        index % 3 === 0 ? `+49 30 ${String(1000000 + index * 37)}` : null,
        index % 2 === 0 ? `+49 151 ${String(20000000 + index * 53)}` : null,
        year > 2006 ? ['underage'] : [],
        index % 3 === 0 ? 'f' : index % 3 === 1 ? 'm' : 'd',
        `${pick(['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee'])} ${1 + (index % 80)}`,
        place.postalCode,
        place.city,
        place.country,
      ];
    }),
  );
  await insertRows(
    db,
    'password_history',
    ['member_id', 'password_hash'],
    [...stored].map(([id, hash]) => [id, hash]),
  );
  return members;
}

async function seedOrganisation(
  db: Queryable,
  clientId: string,
  members: SeedMember[],
  identifierPrefix: string,
  rootName: string,
  departments: readonly string[],
) {
  const active = members.filter((member) => !member.archived);
  const byUsername = (username: string) => members.find((member) => member.username === username);
  const rootId = randomUUID();
  const defaultId = randomUUID();
  const departmentIds = departments.map(() => randomUUID());
  await insertRows(
    db,
    'org_unit',
    ['id', 'client_id', 'parent_id', 'identifier', 'name', 'is_root', 'is_default'],
    [
      [rootId, clientId, null, identifierPrefix, rootName, true, false],
      [defaultId, clientId, rootId, 'alle-mitarbeitenden', 'Alle Mitarbeitenden', false, true],
      ...departments.map((name, index) => [departmentIds[index], clientId, rootId, slug(name), name, false, false]),
    ],
  );
  await insertRows(
    db,
    'org_unit_member',
    ['org_unit_id', 'member_id'],
    [
      ...active.map((member) => [defaultId, member.id]),
      ...active.map((member, index) => [departmentIds[index % departmentIds.length], member.id]),
    ],
  );
  const admins: unknown[][] = [];
  const superAdmin = members.find((member) => member.role === 'super-admin');
  const admin = byUsername('admin');
  const ouAdmin = byUsername('ouadmin');
  if (superAdmin) admins.push([rootId, superAdmin.id, 'accountable']);
  if (admin) admins.push([departmentIds[0], admin.id, 'accountable'], [departmentIds[1], admin.id, 'accountable']);
  if (ouAdmin) admins.push([departmentIds[1], ouAdmin.id, 'admin']);
  if (admins.length > 0) await insertRows(db, 'org_unit_admin', ['org_unit_id', 'member_id', 'kind'], admins);
  return { rootId, defaultId, departmentIds };
}

async function seedLocations(
  db: Queryable,
  clientId: string,
  members: SeedMember[],
  locations: ReadonlyArray<{
    identifier: string;
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    type: 'headquarters' | 'branch';
    floorSpace: number;
    responsible?: string;
  }>,
) {
  const ids = locations.map(() => randomUUID());
  await insertRows(
    db,
    'location',
    ['id', 'client_id', 'identifier', 'name', 'street', 'postal_code', 'city', 'country_code', 'location_type', 'floor_space'],
    locations.map((l, index) => [
      ids[index],
      clientId,
      l.identifier,
      l.name,
      l.street,
      l.postalCode,
      l.city,
      l.country,
      l.type,
      l.floorSpace,
    ]),
  );
  const active = members.filter((member) => !member.archived);
  await insertRows(
    db,
    'location_member',
    ['location_id', 'member_id'],
    active.map((member, index) => [ids[index % ids.length], member.id]),
  );
  const responsible = locations.flatMap((l, index) => {
    const member = members.find((m) => m.username === l.responsible);
    return member ? [[ids[index], member.id]] : [];
  });
  if (responsible.length > 0) await insertRows(db, 'location_responsible', ['location_id', 'member_id'], responsible);
  return new Map(locations.map((l, index) => [l.identifier, ids[index]!]));
}

const MEMBER_GROUPS = [
  { identifier: 'betriebsaerzte', name: 'Betriebsärzte', type: 'medical-officer' },
  { identifier: 'ersthelfer', name: 'Ersthelfer', type: 'first-aid' },
  { identifier: 'brandschutzbeauftragte', name: 'Brandschutzbeauftragte', type: 'fire-marshall' },
  { identifier: 'brandschutzhelfer', name: 'Brandschutzhelfer', type: 'fire-assistent' },
  { identifier: 'fachkraefte-arbeitssicherheit', name: 'Fachkräfte für Arbeitssicherheit', type: 'health-safety-officer' },
  { identifier: 'betriebsrat', name: 'Betriebsrat', type: 'work-council' },
] as const;

async function seedMemberGroups(db: Queryable, clientId: string, members: SeedMember[]) {
  const active = members.filter((member) => !member.archived && !member.named);
  const ids = MEMBER_GROUPS.map(() => randomUUID());
  await insertRows(
    db,
    'member_group',
    ['id', 'client_id', 'identifier', 'name', 'type'],
    MEMBER_GROUPS.map((g, index) => [ids[index], clientId, g.identifier, g.name, g.type]),
  );
  await insertRows(
    db,
    'member_group_member',
    ['member_group_id', 'member_id'],
    ids.flatMap((id, groupIndex) => active.slice(groupIndex * 7, groupIndex * 7 + 3 + groupIndex).map((member) => [id, member.id])),
  );
}

async function seedProducts(db: Queryable, licenseeId: string) {
  const types = [
    ['elearnings', 'E-Learnings'],
    ['riskAssessments', 'Gefährdungsbeurteilungen'],
    ['templates', 'Vorlagen'],
    ['calendar', 'Kalender'],
  ] as const;
  const typeIds = types.map(() => randomUUID());
  const productIds = types.map(() => randomUUID());
  await insertRows(
    db,
    'product_type',
    ['id', 'identifier', 'name'],
    types.map(([identifier, name], i) => [typeIds[i], identifier, name]),
  );
  await insertRows(
    db,
    'product',
    ['id', 'identifier', 'name', 'product_type_id'],
    types.map(([identifier, name], i) => [productIds[i], `${identifier}-standard`, name, typeIds[i]]),
  );
  const complete = randomUUID();
  const basic = randomUUID();
  await insertRows(
    db,
    'package',
    ['id', 'licensee_id', 'identifier', 'name'],
    [
      [complete, licenseeId, 'komplett', 'Komplettpaket'],
      [basic, licenseeId, 'basis', 'Basispaket'],
    ],
  );
  await insertRows(
    db,
    'package_product',
    ['package_id', 'product_id'],
    [...productIds.map((id) => [complete, id]), [basic, productIds[0]], [basic, productIds[2]]],
  );
  return { complete, basic };
}

/**
 * Creates the demo: licensee "Demo Licensee" on localhost with its configuration and images,
 * client `demo` (about 250 members in every role, org units, locations, member groups) and
 * client `acme`, plus the customer advisor. Runs in one transaction.
 */
export async function seedDemo(db: Database, options: { demoMembers?: number; acmeMembers?: number } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const licenseeId = randomUUID();
    await insertRows(tx, 'licensee', ['id', 'identifier', 'name', 'is_default'], [[licenseeId, 'demo-licensee', DEMO_LICENSEE_NAME, true]]);
    await insertRows(
      tx,
      'licensee_domain',
      ['licensee_id', 'host'],
      [
        [licenseeId, 'localhost'],
        [licenseeId, '127.0.0.1'],
      ],
    );
    const logoId = randomUUID();
    const moodId = randomUUID();
    await insertRows(
      tx,
      'file',
      ['id', 'licensee_id', 'context', 'type', 'filename', 'mime_type', 'size', 'content'],
      [
        [logoId, licenseeId, 'licensee', 'logo', 'logo.svg', 'image/svg+xml', Buffer.byteLength(DEMO_LOGO_SVG), Buffer.from(DEMO_LOGO_SVG)],
        [moodId, licenseeId, 'licensee', 'mood', 'mood.svg', 'image/svg+xml', Buffer.byteLength(DEMO_MOOD_SVG), Buffer.from(DEMO_MOOD_SVG)],
      ],
    );
    await insertRows(
      tx,
      'licensee_config',
      [
        'licensee_id',
        'external_calendar_href',
        'mood_image_copyright',
        'logo_file_id',
        'mood_file_id',
        'theme_light_primary',
        'theme_light_contrast',
        'theme_dark_primary',
        'theme_dark_contrast',
        'is_whitelabel_partner',
        'zendesk_key',
        'footer_licensee_link',
        'footer_legal_notice_link',
        'footer_data_protection_link',
      ],
      [
        [
          licenseeId,
          'https://calendar.demo-licensee.example/arbeitsschutz',
          '© Demo Licensee / Baustelle im Morgenlicht',
          logoId,
          moodId,
          '#1f6f5c',
          '#ffffff',
          '#7fd1bd',
          '#000000',
          true,
          null,
          'https://www.demo-licensee.example',
          'https://www.demo-licensee.example/impressum',
          'https://www.demo-licensee.example/datenschutz',
        ],
      ],
    );
    const packages = await seedProducts(tx, licenseeId);
    const staffPassword = await hashForStorage(hashPassword(DEMO_PASSWORD));
    await insertRows(
      tx,
      'customer_advisor',
      ['licensee_id', 'username', 'email', 'first_name', 'last_name', 'password_hash', 'role'],
      [
        [licenseeId, 'advisor', 'advisor@demo-licensee.example', 'Clara', 'Beraterin', staffPassword, 'licensee-advisor'],
        [licenseeId, 'licenseeadmin', 'admin@demo-licensee.example', 'Leonie', 'Lizenz', staffPassword, 'licensee-admin'],
      ],
    );

    const demoId = randomUUID();
    const acmeId = randomUUID();
    await insertRows(
      tx,
      'client',
      ['id', 'licensee_id', 'client_identifier', 'name', 'street', 'postal_code', 'city', 'country', 'homepage', 'max_members'],
      [
        [demoId, licenseeId, 'demo', 'Demo GmbH', 'Friedrichstraße 100', '10117', 'Berlin', 'DE', 'https://www.demo-gmbh.example', 1000],
        [acmeId, licenseeId, 'acme', 'Acme Sicherheitstechnik AG', 'Rheinufer 5', '50668', 'Köln', 'DE', 'https://www.acme.example', 200],
      ],
    );
    await insertRows(
      tx,
      'client_package',
      ['client_id', 'package_id'],
      [
        [demoId, packages.complete],
        [acmeId, packages.basic],
      ],
    );

    const demoMembers = await seedMembers(tx, demoId, {
      identifier: 'demo',
      name: 'Demo GmbH',
      emailDomain: 'demo-gmbh.example',
      memberCount: options.demoMembers ?? 250,
      named: [
        { username: 'superadmin', role: 'super-admin', firstName: 'Sabine', lastName: 'Oberhauser' },
        { username: 'admin', role: 'admin', firstName: 'Andreas', lastName: 'Admin' },
        { username: 'locadmin', role: 'loc-admin', firstName: 'Lara', lastName: 'Standort' },
        { username: 'ouadmin', role: 'ou-admin', firstName: 'Oskar', lastName: 'Einheit' },
        { username: 'member', role: 'member', firstName: 'Max', lastName: 'Mustermann' },
      ],
      extraRoles: { admin: 2, 'loc-admin': 2, 'ou-admin': 2 },
      archived: 2,
      deactivated: 1,
      seed: 20261122,
    });
    const demoUnits = await seedOrganisation(tx, demoId, demoMembers, 'demo-gmbh', 'Demo GmbH', [
      'Verwaltung',
      'Produktion',
      'Logistik',
      'Vertrieb',
    ]);
    const demoLocations = await seedLocations(tx, demoId, demoMembers, [
      {
        identifier: 'hq-berlin',
        name: 'Zentrale Berlin',
        street: 'Friedrichstraße 100',
        postalCode: '10117',
        city: 'Berlin',
        country: 'DE',
        type: 'headquarters',
        floorSpace: 4200,
        responsible: 'admin',
      },
      {
        identifier: 'werk-hamburg',
        name: 'Werk Hamburg',
        street: 'Hafenstraße 12',
        postalCode: '20359',
        city: 'Hamburg',
        country: 'DE',
        type: 'branch',
        floorSpace: 12500,
        responsible: 'locadmin',
      },
      {
        identifier: 'lager-muenchen',
        name: 'Lager München',
        street: 'Landsberger Straße 300',
        postalCode: '80687',
        city: 'München',
        country: 'DE',
        type: 'branch',
        floorSpace: 8300,
      },
      {
        identifier: 'buero-wien',
        name: 'Büro Wien',
        street: 'Mariahilfer Straße 1',
        postalCode: '1060',
        city: 'Wien',
        country: 'AT',
        type: 'branch',
        floorSpace: 640,
      },
    ]);
    await seedMemberGroups(tx, demoId, demoMembers);

    const acmeMembers = await seedMembers(tx, acmeId, {
      identifier: 'acme',
      name: 'Acme Sicherheitstechnik AG',
      emailDomain: 'acme.example',
      memberCount: options.acmeMembers ?? 40,
      named: [{ username: 'admin', role: 'admin', firstName: 'Agnes', lastName: 'Acme' }],
      extraRoles: { 'super-admin': 1 },
      archived: 1,
      deactivated: 0,
      seed: 4242,
    });
    const acmeUnits = await seedOrganisation(tx, acmeId, acmeMembers, 'acme-ag', 'Acme Sicherheitstechnik AG', ['Technik', 'Service']);
    await seedLocations(tx, acmeId, acmeMembers, [
      {
        identifier: 'hq-koeln',
        name: 'Hauptsitz Köln',
        street: 'Rheinufer 5',
        postalCode: '50668',
        city: 'Köln',
        country: 'DE',
        type: 'headquarters',
        floorSpace: 2100,
        responsible: 'admin',
      },
    ]);
    await seedMemberGroups(tx, acmeId, acmeMembers);

    const courses = await seedCourses(tx, licenseeId);
    const [administration, production, logistics] = demoUnits.departmentIds;
    const demoELearnings = await seedClientELearnings(tx, demoId, courses, [
      // Everyone, once a year: fire safety is required of all employees.
      {
        course: 'fire-safety',
        status: 'active',
        intervalMonths: 12,
        firstExecutionBufferDays: 14,
        completionRule: 'passed',
        minScore: 80,
        orgUnitIds: [demoUnits.defaultId],
      },
      {
        course: 'first-aid',
        status: 'active',
        intervalMonths: 24,
        firstExecutionBufferDays: 30,
        completionRule: 'completed-and-passed',
        minScore: 70,
        orgUnitIds: [production!, logistics!],
      },
      {
        course: 'display-screen',
        status: 'inactive',
        intervalMonths: 0,
        firstExecutionBufferDays: 0,
        completionRule: 'completed',
        minScore: null,
        orgUnitIds: [administration!],
      },
    ]);
    await seedTaskHistory(tx, demoId, demoELearnings.get('fire-safety')!);
    await seedClientELearnings(tx, acmeId, courses, [
      {
        course: 'fire-safety',
        status: 'active',
        intervalMonths: 12,
        firstExecutionBufferDays: 7,
        completionRule: 'passed',
        minScore: 80,
        orgUnitIds: [acmeUnits.defaultId],
      },
    ]);

    const questionnaires = await seedQuestionnaires(tx, licenseeId);
    const demoAssessments = await seedClientRiskAssessments(tx, demoId, questionnaires, [
      // Office work for the administration, yearly; the warehouse's own for logistics and the Munich warehouse.
      { questionnaire: 'office', status: 'active', intervalMonths: 12, firstExecutionBufferDays: 14, orgUnitIds: [administration!] },
      {
        questionnaire: 'warehouse',
        status: 'active',
        intervalMonths: 24,
        firstExecutionBufferDays: 30,
        orgUnitIds: [logistics!],
        locationId: demoLocations.get('lager-muenchen')!,
      },
      {
        questionnaire: 'psychological-stress',
        status: 'inactive',
        intervalMonths: 24,
        firstExecutionBufferDays: 30,
        orgUnitIds: [production!],
      },
    ]);
    // The office was evaluated a year ago (done: its measures agreed, one awaiting its check) and
    // its review runs, 4 answered (short of 6); the warehouse was evaluated two years ago (every
    // measure found effective) and again now (some measures agreed, other risks still waiting).
    const namedMember = demoMembers.find((member) => member.username === 'member')!;
    await seedEarlierAnalysis(tx, demoId, demoAssessments.get('office')!, {
      completed: 6,
      lean: [2, 2, 2, 1, 2, 2, 1, 1],
      responsibleId: namedMember.id,
      measures: {
        sitting: {
          title: 'Höhenverstellbare Schreibtische anschaffen',
          measureType: 'technical',
          typeReason: 'Die Bildschirmarbeit lässt sich nicht ersetzen.',
          dueAfterDays: 350,
          expectedRiskFactor: 3,
          checked: false,
        },
        'escape-routes': {
          title: 'Fluchtwege monatlich begehen',
          measureType: 'organisational',
          typeReason: 'Flure und Ausgänge lassen sich nicht baulich ändern.',
          dueAfterDays: 30,
          expectedRiskFactor: 4,
          checked: true,
        },
      },
    });
    await seedAnalysis(tx, demoId, demoAssessments.get('office')!, { completed: 4, finish: false, lean: [1, 2, 1, 2, 1, 0, 2, 0] });
    await seedEarlierAnalysis(tx, demoId, demoAssessments.get('warehouse')!, {
      completed: 8,
      lean: [2, 0, 1, 1, 2, 0, 1, 1],
      responsibleId: namedMember.id,
      measures: {
        'shared-routes': {
          title: 'Gehwege am Wareneingang markieren',
          measureType: 'technical',
          typeReason: 'Stapler lassen sich im Lager nicht ersetzen.',
          dueAfterDays: 60,
          expectedRiskFactor: 4,
          checked: true,
        },
        racks: {
          title: 'Regale jährlich prüfen lassen',
          measureType: 'organisational',
          typeReason: 'Die Regale lassen sich nicht ersetzen.',
          dueAfterDays: 90,
          expectedRiskFactor: 3,
          checked: true,
        },
        lifting: {
          title: 'Hubwagen und Hebehilfen bereitstellen',
          measureType: 'technical',
          typeReason: 'Die Lasten lassen sich nicht vermeiden.',
          dueAfterDays: 45,
          expectedRiskFactor: 3,
          checked: true,
        },
      },
    });
    const warehouseResult = await seedAnalysis(tx, demoId, demoAssessments.get('warehouse')!, {
      completed: 8,
      finish: true,
      lean: [3, 1, 2, 2, 3, 2, 1, 2],
      notes: { 'shared-routes': 'An der Rampe 3 kreuzen Stapler den Gehweg.', racks: 'Regal C4 ist verbogen.' },
    });
    await seedMeasures(tx, demoId, warehouseResult!, namedMember.id);
    await seedClientRiskAssessments(tx, acmeId, questionnaires, [
      { questionnaire: 'office', status: 'inactive', intervalMonths: 12, firstExecutionBufferDays: 14 },
    ]);

    await seedTemplates(tx, licenseeId, demoId, demoMembers.find((member) => member.username === 'superadmin')!.id);

    const notes = (company: string) =>
      Buffer.from(`Hinweise zum Arbeitsschutz – ${company}\n\nFluchtwege freihalten. Erste-Hilfe-Kasten im Flur.\n`);
    await insertRows(
      tx,
      'file',
      ['licensee_id', 'client_id', 'context', 'type', 'filename', 'mime_type', 'size', 'content'],
      [
        [
          licenseeId,
          demoId,
          'client',
          'document',
          'arbeitsschutz-hinweise.txt',
          'text/plain; charset=utf-8',
          notes('Demo GmbH').length,
          notes('Demo GmbH'),
        ],
        [
          licenseeId,
          acmeId,
          'client',
          'document',
          'arbeitsschutz-hinweise.txt',
          'text/plain; charset=utf-8',
          notes('Acme').length,
          notes('Acme'),
        ],
      ],
    );
  });
}

/** Whether the database holds any licensee yet (the demo is created only on an empty one). */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const rows = await sqlRows(db, sql`SELECT 1 FROM licensee LIMIT 1`);
  return rows.length === 0;
}
