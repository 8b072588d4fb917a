import { createExecutionEndpoint, readExecutionEndpoint, readExecutionOutlineEndpoint } from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';

// An attempt read as it stands (docs/decisions/0022): what the player shows while its launch is
// read, and what the server may answer into the player's page, so reading it must change nothing.

const { client, one } = signedInApp({
  admin: ['demo', 'admin'],
  member: ['demo', 'member'],
  acme: ['acme', 'admin'],
});

const FIRST_AID = 'Erste Hilfe – Grundlagen';

describe("an attempt's outline", () => {
  it('is read without opening the attempt: no grant, no activity launched, nothing of it changes', async () => {
    const { id: taskUuid } = await one<{ id: string }>(
      `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id JOIN client cl ON cl.id = m.client_id
         JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
        WHERE cl.client_identifier = 'demo' AND m.username = 'admin' AND c.texts -> 'de_DE' ->> 'title' = $1
          AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
      [FIRST_AID],
    );
    const { executionUuid } = (await client('admin').send(createExecutionEndpoint, { taskUuid })).answer();
    const kept = () =>
      one<{ grants: number; current: string | null; activities: number }>(
        `SELECT (SELECT count(*)::int FROM elearning_content_grant WHERE execution_id = x.id) AS grants, x.current_activity AS current,
                (SELECT count(*)::int FROM elearning_execution_activity WHERE execution_id = x.id) AS activities
           FROM elearning_execution x WHERE x.id = $1`,
        [executionUuid],
      );
    const outline = async () => (await client('admin').send(readExecutionOutlineEndpoint, { executionUuid })).answer();
    const before = await kept();
    const first = await outline();
    expect(first).toMatchObject({ executionUuid, taskUuid, title: FIRST_AID, scormVersion: '2004', activityId: null, completed: false });
    expect(first.activities.length).toBeGreaterThan(0);
    expect(await kept()).toEqual(before);
    // Once opened, the outline names where the member is, with the activities as the opening left them.
    const opened = (await client('admin').send(readExecutionEndpoint, { executionUuid })).answer();
    const second = await outline();
    expect(second.activityId).toBe(opened.activityId);
    expect(second.activities).toEqual(opened.activities);
  });

  it("is refused for another member's attempt, and another client's", async () => {
    const { id: executionUuid } = await one<{ id: string }>(
      `SELECT x.id FROM elearning_execution x JOIN member m ON m.id = x.member_id JOIN client cl ON cl.id = m.client_id
        WHERE cl.client_identifier = 'demo' AND m.username = 'member' LIMIT 1`,
    );
    expect((await client('member').send(readExecutionOutlineEndpoint, { executionUuid })).statusCode).toBe(200);
    expect((await client('admin').send(readExecutionOutlineEndpoint, { executionUuid })).statusCode).toBe(404);
    expect((await client('acme').send(readExecutionOutlineEndpoint, { executionUuid })).statusCode).toBe(404);
  });
});
