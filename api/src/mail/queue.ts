import type { Queryable } from '../db';
import { sql, sqlRows } from '../lib/sql';
import type { ScheduledJob } from '../scheduler/jobs';
import type { Mailer, MailMessage } from './mailer';

// The mail queue (021_mail_queue.sql): a job queues its mails in its own transaction, and the
// mail-queue job delivers them, so a decision to mail and the mail commit together.

/** Deliveries tried at most this often before a mail is given up (stored with its last error). */
export const MAIL_ATTEMPTS = 8;
/** Mails one run delivers at most; the rest wait for the next run. */
const MAILS_PER_RUN = 200;
/** The pause after the n-th failed delivery: 2^n minutes, at most 12 hours. */
const RETRY_PAUSE = sql`make_interval(mins => least(power(2, q.attempts)::int, 720))`;

/** Queues mails in the caller's transaction: they go out once it commits, and never when it rolls back. */
export async function queueMails(tx: Queryable, mails: readonly MailMessage[]): Promise<void> {
  if (mails.length === 0) return;
  await sqlRows(
    tx,
    sql`INSERT INTO mail_queue (recipient, subject, text_body, html_body)
        SELECT * FROM unnest(${mails.map((mail) => mail.to)}::text[], ${mails.map((mail) => mail.subject)}::text[],
                             ${mails.map((mail) => mail.text)}::text[], ${mails.map((mail) => mail.html)}::text[])`,
  );
}

interface QueuedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Delivers the queued mails that are due, oldest first: a delivered mail leaves the queue, a
 * failed one is tried again after a growing pause and given up after MAIL_ATTEMPTS tries. It
 * runs under the scheduler's lock, so one instance delivers at a time; a process that ends
 * between a delivery and its commit sends that mail again on the next run (at least once,
 * never lost).
 */
export function mailQueueJob(mailer: Pick<Mailer, 'deliver'>): ScheduledJob {
  return {
    name: 'mail-queue',
    everySeconds: 30,
    async run(tx) {
      const due = await sqlRows<QueuedMail>(
        tx,
        sql`SELECT id::text, recipient AS "to", subject, text_body AS text, html_body AS html FROM mail_queue
             WHERE given_up_at IS NULL AND next_attempt_at <= now()
             ORDER BY id LIMIT ${MAILS_PER_RUN} FOR UPDATE SKIP LOCKED`,
      );
      const delivered: string[] = [];
      const failed: Array<{ id: string; error: string }> = [];
      for (const { id, ...mail } of due) {
        try {
          await mailer.deliver(mail);
          delivered.push(id);
        } catch (error) {
          failed.push({ id, error: error instanceof Error ? error.message : String(error) });
        }
      }
      if (delivered.length > 0) await sqlRows(tx, sql`DELETE FROM mail_queue WHERE id = ANY (${delivered}::bigint[])`);
      if (failed.length > 0) {
        await sqlRows(
          tx,
          sql`UPDATE mail_queue q SET attempts = q.attempts + 1, last_error = f.error,
                     next_attempt_at = now() + ${RETRY_PAUSE},
                     given_up_at = CASE WHEN q.attempts + 1 >= ${MAIL_ATTEMPTS} THEN now() END
                FROM unnest(${failed.map((f) => f.id)}::bigint[], ${failed.map((f) => f.error)}::text[]) AS f (id, error)
               WHERE q.id = f.id`,
        );
      }
      return due.length;
    },
  };
}
