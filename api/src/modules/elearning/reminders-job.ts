import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  formatDate,
  resolveFeatureFlags,
  translateCommon,
  type TranslationLanguage,
} from '@compliance/shared-contracts';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { FEATURE_SOURCES_COLUMNS } from '../../lib/feature-flags';
import { licenseeBaseUrl } from '../../lib/public-url';
import { sql, sqlIdentifier, sqlRows } from '../../lib/sql';
import { composeMail } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';
import { queueMails } from '../../mail/queue';
import type { ScheduledJob } from '../../scheduler/jobs';

/** Tasks due within this many days get the due-soon reminder. */
export const DUE_SOON_DAYS = 7;
/** At most this many reminders a run: a large client's first run is spread over a few. */
const REMINDERS_PER_RUN = 5000;
/** At most this many digests a run, and lines in one (the rest is counted). */
const DIGESTS_PER_RUN = 1000;
const DIGEST_LINES = 50;

/** Who a mail greets and how, from the member's setting or else the client's language. */
interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
  language: TranslationLanguage;
  licenseeName: string;
  host: string | null;
}

/** Hosts of a licensee that reach only this machine: a mail links to PUBLIC_URL instead. */
const LOCAL_HOSTS = sql`('localhost', '127.0.0.1', '[::1]')`;
const RECIPIENT_COLUMNS = sql`m.email, d.first_name AS "firstName", d.last_name AS "lastName",
  COALESCE(ms.language_code, c.language) AS language, l.name AS "licenseeName",
  (SELECT min(ld.host) FROM licensee_domain ld WHERE ld.licensee_id = c.licensee_id AND ld.host NOT IN ${LOCAL_HOSTS}) AS host`;
const RECIPIENT_JOINS = sql`JOIN member_details d ON d.member_id = m.id
  LEFT JOIN member_setting ms ON ms.member_id = m.id
  JOIN client c ON c.id = m.client_id
  JOIN licensee l ON l.id = c.licensee_id`;
/** Member `alias` can be mailed: active, not archived, with an address. */
const mailable = (alias: string) => {
  const m = sqlIdentifier(alias);
  return sql`${m}.archived_at IS NULL AND ${m}.status = 'active' AND ${m}.email IS NOT NULL AND ${m}.email <> ''`;
};
/** The week a digest is for: its Monday. */
const THIS_WEEK = sql`date_trunc('week', CURRENT_DATE)::date`;
/** A task still to do, of an active E-Learning, of a member not archived. */
const OPEN_TASK = sql`t.completed_at IS NULL AND t.withdrawn_at IS NULL AND e.status = 'active'`;

interface ReminderRow extends Recipient {
  kind: 'due-soon' | 'overdue';
  texts: Record<string, { title: string }>;
  dueDate: string;
}

interface DigestRow extends Recipient {
  adminId: string;
  orgUnit: string;
  memberName: string;
  texts: Record<string, { title: string }>;
  dueDate: string;
  overdue: number;
}

/** The clients whose E-Learnings are switched on (the feature flag decides reminders too). */
async function clientsWithELearnings(tx: Queryable): Promise<string[]> {
  const clients = await sqlRows<{ id: string; products: string[]; overrides: Record<string, boolean> }>(
    tx,
    sql`SELECT c.id, ${FEATURE_SOURCES_COLUMNS} FROM client c`,
  );
  return clients.filter((client) => resolveFeatureFlags(client.products, client.overrides).elearnings).map((client) => client.id);
}

const languageOf = (language: string): TranslationLanguage => (language === 'en_GB' ? 'en_GB' : 'de_DE');
const titleIn = (texts: Record<string, { title: string }>, language: TranslationLanguage) =>
  texts[language]?.title ?? texts.de_DE?.title ?? '';

function reminderMail(row: ReminderRow, config: Pick<Config, 'publicUrl' | 'port'>): MailMessage {
  const language = languageOf(row.language);
  const kind = row.kind === 'due-soon' ? 'elearningDueSoon' : 'elearningOverdue';
  const values = {
    firstName: row.firstName,
    lastName: row.lastName,
    licenseeName: row.licenseeName,
    title: titleIn(row.texts, language),
    dueDate: formatDate(row.dueDate, language),
  };
  const t = (key: string) => translateCommon(language, `common.mail.${kind}.${key}`, values);
  const link = `${licenseeBaseUrl(config, row.host)}${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningMy}`;
  return composeMail(row.email, t('subject'), [{ text: t('greeting') }, { text: t('body'), link }, { text: t('signature') }]);
}

function digestMail(rows: readonly DigestRow[], config: Pick<Config, 'publicUrl' | 'port'>): MailMessage {
  const first = rows[0]!;
  const language = languageOf(first.language);
  const values = { firstName: first.firstName, lastName: first.lastName, licenseeName: first.licenseeName, count: first.overdue };
  const t = (key: string, more: Record<string, string | number> = {}) =>
    translateCommon(language, `common.mail.elearningDigest.${key}`, { ...values, ...more });
  const lines = rows.map((row) =>
    t('line', {
      orgUnit: row.orgUnit,
      member: row.memberName,
      title: titleIn(row.texts, language),
      dueDate: formatDate(row.dueDate, language),
    }),
  );
  if (first.overdue > rows.length) lines.push(t('more', { count: first.overdue - rows.length }));
  const link = `${licenseeBaseUrl(config, first.host)}${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningCatalogList}`;
  return composeMail(first.email, t('subject'), [
    { text: t('greeting') },
    { text: t('body') },
    { lines },
    { text: t('link'), link },
    { text: t('signature') },
  ]);
}

/** Records the due-soon and overdue reminders not yet sent (one of each kind per task) and answers what to mail. */
function recordReminders(tx: Queryable, clients: readonly string[]): Promise<ReminderRow[]> {
  return sqlRows<ReminderRow>(
    tx,
    sql`WITH due AS (
          SELECT t.id, t.client_id, k.kind
            FROM elearning_task t
            JOIN elearning e ON e.id = t.elearning_id
            JOIN member m ON m.id = t.member_id
           CROSS JOIN LATERAL (SELECT CASE WHEN t.due_date < CURRENT_DATE THEN 'overdue' ELSE 'due-soon' END AS kind) k
           WHERE ${OPEN_TASK} AND ${mailable('m')} AND t.client_id = ANY (${clients}::uuid[])
             AND t.due_date <= CURRENT_DATE + ${DUE_SOON_DAYS}::int
             AND NOT EXISTS (SELECT 1 FROM elearning_reminder r WHERE r.task_id = t.id AND r.kind = k.kind)
           ORDER BY t.due_date, t.id
           LIMIT ${REMINDERS_PER_RUN}
        ), recorded AS (
          INSERT INTO elearning_reminder (task_id, kind, client_id) SELECT id, kind, client_id FROM due
          ON CONFLICT DO NOTHING RETURNING task_id, kind
        )
        SELECT r.kind, co.texts, t.due_date::text AS "dueDate", ${RECIPIENT_COLUMNS}
          FROM recorded r
          JOIN elearning_task t ON t.id = r.task_id
          JOIN elearning e ON e.id = t.elearning_id
          JOIN elearning_course co ON co.id = e.course_id
          JOIN member m ON m.id = t.member_id
          ${RECIPIENT_JOINS}`,
  );
}

/**
 * Records this week's digests for the org units' admins who have overdue members in the units
 * they administer (tasks of E-Learnings assigned to those units) and answers each one's lines,
 * the first DIGEST_LINES by due date with the count of all.
 */
async function recordDigests(tx: Queryable, clients: readonly string[]): Promise<DigestRow[][]> {
  const rows = await sqlRows<DigestRow>(
    tx,
    sql`WITH overdue AS (
          SELECT a.member_id AS admin_id, o.name AS org_unit, t.id AS task_id, t.due_date, t.member_id, e.course_id, t.client_id
            FROM org_unit_admin a
            -- Only admins still to be mailed this week: once the digests are out, a run finds nothing to rank.
            JOIN member am ON am.id = a.member_id
            JOIN org_unit o ON o.id = a.org_unit_id
            JOIN elearning_org_unit eou ON eou.org_unit_id = a.org_unit_id
            JOIN elearning e ON e.id = eou.elearning_id
            JOIN org_unit_member oum ON oum.org_unit_id = a.org_unit_id
            JOIN elearning_task t ON t.elearning_id = e.id AND t.member_id = oum.member_id
            JOIN member m ON m.id = t.member_id AND m.archived_at IS NULL
           WHERE a.kind = 'admin' AND ${OPEN_TASK} AND t.due_date < CURRENT_DATE AND o.client_id = ANY (${clients}::uuid[])
             AND ${mailable('am')} AND NOT EXISTS (SELECT 1 FROM elearning_digest g WHERE g.member_id = a.member_id AND g.week = ${THIS_WEEK})
        ), ranked AS (
          SELECT overdue.*, row_number() OVER (PARTITION BY admin_id ORDER BY due_date, task_id) AS line,
                 count(*) OVER (PARTITION BY admin_id) AS total
            FROM overdue
        ), admins AS (
          SELECT DISTINCT admin_id FROM ranked ORDER BY admin_id LIMIT ${DIGESTS_PER_RUN}
        )
        SELECT r.admin_id AS "adminId", r.org_unit AS "orgUnit", md.last_name || ', ' || md.first_name AS "memberName",
               co.texts, r.due_date::text AS "dueDate", r.total::int AS overdue, ${RECIPIENT_COLUMNS}
          FROM ranked r
          JOIN admins USING (admin_id)
          JOIN member_details md ON md.member_id = r.member_id
          JOIN elearning_course co ON co.id = r.course_id
          JOIN member m ON m.id = r.admin_id
          ${RECIPIENT_JOINS}
         WHERE r.line <= ${DIGEST_LINES}
         ORDER BY r.admin_id, r.line`,
  );
  const byAdmin = new Map<string, DigestRow[]>();
  for (const row of rows) {
    const lines = byAdmin.get(row.adminId);
    if (lines) lines.push(row);
    else byAdmin.set(row.adminId, [row]);
  }
  if (byAdmin.size === 0) return [];
  const recorded = await sqlRows<{ member_id: string }>(
    tx,
    sql`INSERT INTO elearning_digest (member_id, week, client_id, overdue)
        SELECT m.id, ${THIS_WEEK}, m.client_id, counts.overdue
          FROM unnest(${[...byAdmin.keys()]}::uuid[], ${[...byAdmin.values()].map((lines) => lines[0]!.overdue)}::int[]) AS counts (admin_id, overdue)
          JOIN member m ON m.id = counts.admin_id
        ON CONFLICT DO NOTHING RETURNING member_id`,
  );
  return recorded.map((row) => byAdmin.get(row.member_id)!);
}

/**
 * E-Learning reminders: a mail to the member when a task is due within DUE_SOON_DAYS and when it
 * is overdue, and once a week to each org unit's admin the overdue members of their units; each
 * in the recipient's language, each once (recorded and queued in the run, delivered by the mail
 * queue), for clients with E-Learnings switched on.
 */
export function elearningRemindersJob(config: Pick<Config, 'publicUrl' | 'port'>): ScheduledJob {
  return {
    name: 'elearning-reminders',
    everySeconds: 15 * 60,
    async run(tx) {
      const clients = await clientsWithELearnings(tx);
      if (clients.length === 0) return 0;
      const mails = [
        ...(await recordReminders(tx, clients)).map((row) => reminderMail(row, config)),
        ...(await recordDigests(tx, clients)).map((lines) => digestMail(lines, config)),
      ];
      await queueMails(tx, mails);
      return mails.length;
    },
  };
}
