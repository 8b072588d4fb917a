import { runJobIfDue } from '../scheduler/jobs';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/build';
import { firstRow } from '../test/answers';
import type { MailMessage } from './mailer';
import { MAIL_ATTEMPTS, mailQueueJob, queueMails } from './queue';

// The mail queue (docs/areas/elearnings.md, reminders): mails queued in a transaction go out once
// it commits, each once; a failed delivery is tried again after a pause and given up after MAIL_ATTEMPTS tries.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.query('DELETE FROM mail_queue');
});

const mail = (to: string): MailMessage => ({ to, subject: `Für ${to}`, text: 'Hallo', html: '<p>Hallo</p>' });

/** A mailer that keeps what it delivers, and refuses while `refusing` says so. */
function recordingMailer() {
  const delivered: MailMessage[] = [];
  const mailer = {
    refusing: false,
    delivered,
    deliver: async (message: MailMessage) => {
      if (mailer.refusing) throw new Error('421 try again later');
      delivered.push(message);
    },
  };
  return mailer;
}

/** Runs the queue's job now, whenever it ran last. */
async function deliverNow(mailer: ReturnType<typeof recordingMailer>) {
  await database.db.query(`DELETE FROM scheduled_job WHERE name = 'mail-queue'`);
  return runJobIfDue(database.db, mailQueueJob(mailer));
}

const queued = () =>
  database.db.query<{ recipient: string; attempts: number; error: string | null; givenUp: boolean; due: boolean }>(
    `SELECT recipient, attempts, last_error AS error, given_up_at IS NOT NULL AS "givenUp", next_attempt_at <= now() AS due
       FROM mail_queue ORDER BY id`,
  );

describe(`mail queue (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('delivers what a committed transaction queued, oldest first, each once', async () => {
    const mailer = recordingMailer();
    await database.db.transaction((tx) => queueMails(tx, [mail('a@example.com'), mail('b@example.com')]));
    expect(await deliverNow(mailer)).toEqual({ outcome: 'ran', changes: 2 });
    expect(mailer.delivered.map((message) => message.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(mailer.delivered[0]).toEqual(mail('a@example.com'));
    expect(await queued()).toEqual([]);
    expect(await deliverNow(mailer)).toEqual({ outcome: 'ran', changes: 0 });
    expect(mailer.delivered).toHaveLength(2);
  });

  it('never delivers what a rolled-back transaction queued', async () => {
    const mailer = recordingMailer();
    await expect(
      database.db.transaction(async (tx) => {
        await queueMails(tx, [mail('c@example.com')]);
        throw new Error('the work fails after queueing');
      }),
    ).rejects.toThrow('the work fails after queueing');
    await deliverNow(mailer);
    expect(mailer.delivered).toEqual([]);
  });

  it('keeps a mail whose delivery failed, tries it again after a pause, and delivers it once', async () => {
    const mailer = recordingMailer();
    await database.db.transaction((tx) => queueMails(tx, [mail('d@example.com')]));
    mailer.refusing = true;
    await deliverNow(mailer);
    expect(await queued()).toEqual([{ recipient: 'd@example.com', attempts: 1, error: '421 try again later', givenUp: false, due: false }]);
    mailer.refusing = false;
    // Within its pause (2 minutes after the first failure) a run leaves it.
    await deliverNow(mailer);
    expect(mailer.delivered).toEqual([]);

    await database.db.query(`UPDATE mail_queue SET next_attempt_at = now()`);
    await deliverNow(mailer);
    expect(mailer.delivered.map((message) => message.to)).toEqual(['d@example.com']);
    expect(await queued()).toEqual([]);
  });

  it(`gives a mail up after ${MAIL_ATTEMPTS} failed deliveries and keeps it with its last error`, async () => {
    const mailer = recordingMailer();
    mailer.refusing = true;
    await database.db.transaction((tx) => queueMails(tx, [mail('e@example.com')]));
    for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
      await database.db.query(`UPDATE mail_queue SET next_attempt_at = now()`);
      await deliverNow(mailer);
    }
    expect(await queued()).toEqual([
      { recipient: 'e@example.com', attempts: MAIL_ATTEMPTS, error: '421 try again later', givenUp: true, due: expect.any(Boolean) },
    ]);
    mailer.refusing = false;
    await database.db.query(`UPDATE mail_queue SET next_attempt_at = now()`);
    await deliverNow(mailer);
    expect(mailer.delivered).toEqual([]);
    expect(await firstRow<{ count: number }>(database.db, 'SELECT count(*)::int AS count FROM mail_queue')).toEqual({ count: 1 });
  });
});
