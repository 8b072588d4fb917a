import { audit } from '../../audit';
import type { Queryable } from '../../db';
import { sql, sqlRows, type Sql } from '../../lib/sql';
import type { ScheduledJob } from '../../scheduler/jobs';

interface SwitchedELearning {
  id: string;
  clientId: string;
  licenseeId: string;
  was: 'active' | 'inactive';
  status: 'active' | 'inactive';
}

/** A date crossed since the E-Learning's dates were last applied: after that day, up to today. */
const crossed = (date: Sql) => sql`(${date} > e.dates_applied_through AND ${date} <= CURRENT_DATE)`;

/**
 * Switches E-Learnings on and off on their activation and deactivation dates (the database's
 * calendar day), each date once: a status an admin sets afterwards stands, and a date saved
 * anew takes effect again (save-settings). Switching on gives
 * the members of the assigned org units their tasks (the table's activation trigger); switching
 * off hides them. Every switch is audited, with no member as its actor.
 */
export const elearningDatesJob: ScheduledJob = {
  name: 'elearning-dates',
  // Dates are days: four runs an hour apply one within a quarter of an hour of its start.
  everySeconds: 15 * 60,
  async run(tx: Queryable): Promise<number> {
    const switched = await sqlRows<SwitchedELearning>(
      tx,
      sql`WITH due AS (
            SELECT e.id, e.status AS was,
                   CASE WHEN ${crossed(sql`e.deactivation_date`)} THEN 'inactive' ELSE 'active' END AS becomes
              FROM elearning e
             WHERE ${crossed(sql`e.activation_date`)} OR ${crossed(sql`e.deactivation_date`)}
          )
          UPDATE elearning e
             SET status = due.becomes, dates_applied_through = CURRENT_DATE,
                 updated_at = CASE WHEN e.status = due.becomes THEN e.updated_at ELSE now() END
            FROM due, client c
           WHERE e.id = due.id AND c.id = e.client_id
       RETURNING e.id, e.client_id AS "clientId", c.licensee_id AS "licenseeId", due.was, e.status`,
    );
    const changed = switched.filter((row) => row.was !== row.status);
    for (const row of changed) {
      await audit(tx, {
        licenseeId: row.licenseeId,
        clientId: row.clientId,
        actor: {},
        action: row.status === 'active' ? 'elearning.activate-on-date' : 'elearning.deactivate-on-date',
        entity: 'elearning',
        entityId: row.id,
        details: { status: row.status },
      });
    }
    return changed.length;
  },
};
