import { readExecutionResultEndpoint, readMemberTasksEndpoint, readResultDataEndpoint } from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { passDemoFireSafety } from '../../test/elearning';

// Results and certificates (docs/product.md §3, issue 14): a passed attempt gives a result with
// the client's next certificate number; what the certificate says is fixed at completion, and
// its PDF is rendered once and never again.

const signedIn = signedInApp({
  member: ['demo', 'member'],
  admin: ['demo', 'admin'],
  ouadmin: ['demo', 'ouadmin'],
  acme: ['acme', 'admin'],
});
const { client, one } = signedIn;

/** The demo member's open fire-safety attempt (SCORM 1.2, passed with 80 %, every 12 months), passed with 90 %. */
const passFireSafety = () => passDemoFireSafety(signedIn.t.db, client('member'));

describe('a passed attempt', () => {
  it("gives a result with the client's next certificate number and what the certificate says", async () => {
    const before = await one<{ last: number }>(
      "SELECT k.last_number AS last FROM elearning_certificate_counter k JOIN client cl ON cl.id = k.client_id WHERE cl.client_identifier = 'demo'",
    );
    const { executionUuid, taskUuid } = await passFireSafety();
    const answer = await client('member').send(readExecutionResultEndpoint, { executionUuid });
    expect(answer.statusCode).toBe(200);
    const result = answer.answer();
    const expected = await one<{ validUntil: string; clientName: string }>(
      `SELECT (CURRENT_DATE + interval '12 months')::date::text AS "validUntil", name AS "clientName" FROM client WHERE client_identifier = 'demo'`,
    );
    expect(result).toMatchObject({
      executionUuid,
      certificateNumber: String(before.last + 1).padStart(6, '0'),
      language: 'de_DE',
      memberName: 'Max Mustermann',
      courseTitle: 'Brandschutz im Betrieb',
      clientName: expected.clientName,
      scorePercent: 90,
      validUntil: expected.validUntil,
      archived: false,
    });
    expect((await client('member').post('/api/elearning/read-result-data', { resultUuid: result.resultUuid })).json()).toEqual(result);

    const done = (await client('member').send(readMemberTasksEndpoint, { bucket: 'done' })).answer();
    expect(done.items.find((task) => task.taskUuid === taskUuid)?.resultUuid).toBe(result.resultUuid);
  });

  it('renders the certificate once: the same PDF on every download, whatever changed since', async () => {
    const { executionUuid } = await passFireSafety();
    const { resultUuid, certificateNumber } = (await client('member').send(readExecutionResultEndpoint, { executionUuid })).answer();
    const first = await client('member').post('/api/elearning/download-certificate', { resultUuid });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="Teilnahmebescheinigung-${certificateNumber}.pdf"`);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await one<{ pdf: Buffer }>('SELECT certificate_pdf AS pdf FROM elearning_result WHERE id = $1', [resultUuid]);
    expect(Buffer.compare(Buffer.from(stored.pdf), first.rawPayload)).toBe(0);

    await signedIn.t.db.query(
      "UPDATE member_details SET last_name = 'Neumann' WHERE member_id = (SELECT id FROM member WHERE username = 'member' LIMIT 1)",
    );
    try {
      const again = await client('admin').post('/api/elearning/download-certificate', { resultUuid });
      expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
      const data = (await client('member').send(readResultDataEndpoint, { resultUuid })).answer();
      expect(data.memberName).toBe('Max Mustermann');
    } finally {
      await signedIn.t.db.query(
        "UPDATE member_details SET last_name = 'Mustermann' WHERE member_id = (SELECT id FROM member WHERE username = 'member' LIMIT 1)",
      );
    }
  });
});

describe('who reads a result', () => {
  it("admins read the results of the members they administer; members only their own; other clients nobody's", async () => {
    const { executionUuid } = await passFireSafety();
    const { resultUuid } = (await client('member').send(readExecutionResultEndpoint, { executionUuid })).answer();
    expect((await client('admin').post('/api/elearning/read-result-data', { resultUuid })).statusCode).toBe(200);
    expect((await client('admin').post('/api/elearning/read-execution-result', { executionUuid })).statusCode).toBe(200);
    expect((await client('acme').post('/api/elearning/read-result-data', { resultUuid })).statusCode).toBe(404);
    expect((await client('acme').post('/api/elearning/download-certificate', { resultUuid })).statusCode).toBe(404);

    const others = await one<{ id: string }>(
      `SELECT r.id FROM elearning_result r JOIN member m ON m.id = r.member_id WHERE m.username <> 'member' AND m.client_id = r.client_id
          AND r.client_id = (SELECT id FROM client WHERE client_identifier = 'demo') ORDER BY r.certificate_number LIMIT 1`,
    );
    expect(errorCodeOf(await client('member').post('/api/elearning/read-result-data', { resultUuid: others.id }))).toBe(
      'ELearning.NotFound',
    );
    expect((await client('member').post('/api/elearning/download-certificate', { resultUuid: others.id })).statusCode).toBe(404);
  });

  it("an ou-admin reads the results of their org units' members and no others", async () => {
    const scoped = `SELECT r.id FROM elearning_result r JOIN member m ON m.id = r.member_id
      WHERE r.client_id = (SELECT id FROM client WHERE client_identifier = 'demo') AND %s EXISTS (
        SELECT 1 FROM org_unit_member om JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id AND oa.kind = 'admin'
         WHERE om.member_id = m.id AND oa.member_id = (SELECT id FROM member WHERE username = 'ouadmin' AND client_id = m.client_id))
      ORDER BY r.certificate_number LIMIT 1`;
    const inside = await one<{ id: string }>(scoped.replace('%s', ''));
    const outside = await one<{ id: string }>(scoped.replace('%s', 'NOT'));
    expect((await client('ouadmin').post('/api/elearning/read-result-data', { resultUuid: inside.id })).statusCode).toBe(200);
    expect((await client('ouadmin').post('/api/elearning/read-result-data', { resultUuid: outside.id })).statusCode).toBe(404);
  });
});

describe('certificate numbers', () => {
  it('are unique and gap-free within a client, in completion order, with the counter at the highest', async () => {
    const numbers = await one<{ results: number; distinct: number; highest: number; ordered: boolean; counterHolds: boolean }>(
      `SELECT count(*)::int AS results, count(DISTINCT r.certificate_number)::int AS distinct, max(r.certificate_number) AS highest,
              bool_and(r.certificate_number = r.position) AS ordered,
              bool_and(k.last_number = (SELECT max(certificate_number) FROM elearning_result WHERE client_id = r.client_id)) AS "counterHolds"
         FROM (SELECT r.*, row_number() OVER (ORDER BY r.completed_at, r.execution_id) AS position FROM elearning_result r
                WHERE r.client_id = (SELECT id FROM client WHERE client_identifier = 'demo')) r
         JOIN elearning_certificate_counter k ON k.client_id = r.client_id`,
    );
    expect(numbers.results).toBeGreaterThan(0);
    expect(numbers).toEqual({
      results: numbers.results,
      distinct: numbers.results,
      highest: numbers.results,
      ordered: true,
      counterHolds: true,
    });
  });
});
