import type { Queryable } from '../../db';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { mailQueueJob } from '../../mail/queue';
import { runJobIfDue, type ScheduledJob } from '../../scheduler/jobs';
import { buildTestApp, type TestApp } from '../../test/build';
import { firstRow } from '../../test/answers';
import { DEMO_ELEARNINGS, demoELearningId } from '../../test/elearning';
import { elearningRemindersJob } from './reminders-job';

// E-Learning reminders (docs/areas/elearnings.md): due-soon and overdue mails to the member, the
// weekly digest to the org units' admins, each once, in the recipient's language. The job runs
// as the scheduler runs it, and the mail queue after it with a mailer that keeps what it is handed.

let t: TestApp;
let sent: MailMessage[];
let job: ScheduledJob;
let queue: ScheduledJob;
beforeAll(async () => {
  t = await buildTestApp();
  const mailer: Pick<Mailer, 'deliver'> = { deliver: async (mail) => void sent.push(mail) };
  job = elearningRemindersJob(t.config);
  queue = mailQueueJob(mailer);
});
beforeEach(() => {
  sent = [];
});
afterAll(async () => {
  await t.close();
});

/** Runs the job now, as if its quarter of an hour had passed, and then the mail queue; answers the mails it sent. */
async function runReminders(which: ScheduledJob = job): Promise<MailMessage[]> {
  await t.db.query(`DELETE FROM scheduled_job WHERE name = ANY ($1)`, [[which.name, queue.name]]);
  try {
    await runJobIfDue(t.db, which);
  } finally {
    await runJobIfDue(t.db, queue);
  }
  const mails = sent;
  sent = [];
  return mails;
}
const to = (mails: readonly MailMessage[], username: string) => mails.filter((mail) => mail.to === `${username}@demo-gmbh.example`);
const memberId = async (username: string) =>
  (
    await firstRow<{ id: string }>(
      t.db,
      `SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = $1`,
      [username],
    )
  ).id;
/** The member's open task of an E-Learning, due `days` from today. */
async function dueIn(db: Queryable, username: string, title: string, days: number): Promise<void> {
  const rows = await db.query(
    `UPDATE elearning_task SET due_date = CURRENT_DATE + $3::int
      WHERE member_id = $1 AND elearning_id = $2 AND completed_at IS NULL AND withdrawn_at IS NULL RETURNING id`,
    [await memberId(username), await demoELearningId(db, title), days],
  );
  expect(rows).toHaveLength(1);
}
const formatted = (days: number, language: 'de' | 'en') =>
  firstRow<{ day: string }>(t.db, `SELECT to_char(CURRENT_DATE + $1::int, ${language === 'de' ? "'DD.MM.YYYY'" : "'DD/MM/YYYY'"}) AS day`, [
    days,
  ]).then((row) => row.day);

describe('E-Learning reminders', () => {
  it('mails a member a task due within 7 days once, in German, with the link to My E-Learnings', async () => {
    await dueIn(t.db, 'member', DEMO_ELEARNINGS.fireSafety, 5);
    const mails = to(await runReminders(), 'member');
    const fireSafety = mails.filter((mail) => mail.subject.includes(DEMO_ELEARNINGS.fireSafety));
    expect(fireSafety).toHaveLength(1);
    expect(fireSafety[0]!.subject).toBe(`Erinnerung: „${DEMO_ELEARNINGS.fireSafety}“ ist am ${await formatted(5, 'de')} fällig`);
    expect(fireSafety[0]!.text).toContain('Hallo Max Mustermann,');
    expect(fireSafety[0]!.text).toContain('http://localhost:8080/dashboard/apps/elearnings/my-elearnings');
    expect(fireSafety[0]!.html).toContain('<a href="http://localhost:8080/dashboard/apps/elearnings/my-elearnings">');

    expect(to(await runReminders(), 'member')).toEqual([]);
  });

  it('mails it again once when it is overdue, in the language the member chose', async () => {
    await t.db.query(
      `INSERT INTO member_setting (member_id, language_code) VALUES ($1, 'en_GB')
                      ON CONFLICT (member_id) DO UPDATE SET language_code = 'en_GB'`,
      [await memberId('member')],
    );
    await dueIn(t.db, 'member', DEMO_ELEARNINGS.fireSafety, -1);
    const mails = to(await runReminders(), 'member');
    expect(mails.map((mail) => mail.subject)).toEqual([`Overdue: “Fire safety at work” (due on ${await formatted(-1, 'en')})`]);
    expect(mails[0]!.text).toContain('Hello Max Mustermann,');
    expect(to(await runReminders(), 'member')).toEqual([]);
  });

  it('mails no one whose task is done, withdrawn or not yet near, nor an archived member or one without an address', async () => {
    // What is due already goes out first.
    await runReminders();
    // A task further than 7 days ahead: nothing; the archived member and the one without an address: nothing either.
    await dueIn(t.db, 'ouadmin', DEMO_ELEARNINGS.fireSafety, 8);
    const archived = await firstRow<{ username: string }>(
      t.db,
      `UPDATE member SET archived_at = now()
        WHERE id = (SELECT m.id FROM member m JOIN elearning_task t ON t.member_id = m.id JOIN client c ON c.id = m.client_id
                     WHERE c.client_identifier = 'demo' AND m.role = 'member' AND m.username <> 'member'
                       AND t.completed_at IS NULL AND t.withdrawn_at IS NULL ORDER BY m.username LIMIT 1)
        RETURNING username`,
    );
    await t.db.query(
      `UPDATE elearning_task SET due_date = CURRENT_DATE + 1
                       WHERE member_id = (SELECT id FROM member WHERE username = $1 AND archived_at IS NOT NULL)`,
      [archived.username],
    );
    await t.db.query(`UPDATE member SET email = NULL WHERE username = 'locadmin'`);
    await t.db.query(
      `UPDATE elearning_task SET due_date = CURRENT_DATE + 2
                       WHERE member_id = $1 AND completed_at IS NULL AND withdrawn_at IS NULL`,
      [await memberId('locadmin')],
    );
    const mails = await runReminders();
    expect(mails).toEqual([]);
  });

  it('sends nothing for a client whose E-Learnings are switched off', async () => {
    await t.db.query(`INSERT INTO client_feature_flag (client_id, flag, enabled)
                      SELECT id, 'elearnings', false FROM client WHERE client_identifier = 'demo'`);
    try {
      await dueIn(t.db, 'admin', DEMO_ELEARNINGS.fireSafety, 3);
      expect(await runReminders()).toEqual([]);
    } finally {
      await t.db.query(`DELETE FROM client_feature_flag WHERE flag = 'elearnings'`);
    }
    expect(to(await runReminders(), 'admin')).toHaveLength(1);
  });

  it('sends nothing, queues nothing and records nothing when the run rolls back', async () => {
    await dueIn(t.db, 'superadmin', DEMO_ELEARNINGS.fireSafety, 4);
    const failing: ScheduledJob = {
      ...job,
      run: async (tx) => {
        await job.run(tx);
        throw new Error('the run fails after recording');
      },
    };
    await expect(runReminders(failing)).rejects.toThrow('the run fails after recording');
    expect(sent).toEqual([]);
    expect(await firstRow<{ queued: number }>(t.db, 'SELECT count(*)::int AS queued FROM mail_queue')).toEqual({ queued: 0 });
    expect(to(await runReminders(), 'superadmin')).toHaveLength(1);
  });

  it("mails each org unit's admin the overdue members of their units once a week", async () => {
    const digests = (mails: readonly MailMessage[]) => to(mails, 'ouadmin').filter((mail) => mail.subject.startsWith('Wochenübersicht'));
    // The runs above sent this week's digests already: a new week begins.
    await t.db.query(`DELETE FROM elearning_digest`);
    // ouadmin administers Produktion, which first aid is assigned to: one of its members falls behind.
    const late = await firstRow<{ name: string }>(
      t.db,
      `UPDATE elearning_task t SET due_date = CURRENT_DATE - 3
         FROM member_details d
        WHERE d.member_id = t.member_id AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
          AND t.id = (SELECT t2.id FROM elearning_task t2
                        JOIN org_unit_member oum ON oum.member_id = t2.member_id
                        JOIN org_unit o ON o.id = oum.org_unit_id AND o.name = 'Produktion'
                       WHERE t2.elearning_id = $1 AND t2.completed_at IS NULL AND t2.withdrawn_at IS NULL
                       ORDER BY t2.id LIMIT 1)
        RETURNING d.last_name || ', ' || d.first_name AS name`,
      [await demoELearningId(t.db, DEMO_ELEARNINGS.firstAid)],
    );
    const first = digests(await runReminders());
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain(`Produktion: ${late.name} – „${DEMO_ELEARNINGS.firstAid}“, fällig seit ${await formatted(-3, 'de')}`);
    const { count } = await firstRow<{ count: number }>(t.db, `SELECT overdue AS count FROM elearning_digest WHERE member_id = $1`, [
      await memberId('ouadmin'),
    ]);
    expect(count).toBeGreaterThan(0);
    expect(first[0]!.subject).toBe(`Wochenübersicht: ${count} überfällige E-Learnings in Ihren Organisationseinheiten`);
    expect(first[0]!.html).toContain('<ul><li>');
    expect(first[0]!.text).toContain('http://localhost:8080/dashboard/apps/elearnings/catalog/list');

    expect(digests(await runReminders())).toEqual([]);
    // A week later the admin hears again.
    await t.db.query(`UPDATE elearning_digest SET week = week - 7`);
    expect(digests(await runReminders())).toHaveLength(1);
  });
});
