import { audit } from '../audit';
import type { Queryable } from '../db';
import { sql, sqlIdentifier, sqlRows, type Sql } from './sql';

// The activation and deactivation dates every task-giving row stores alike (elearning,
// risk_assessment; 017_scheduler.sql): each area's daily job applies them with this one piece.

/** A table of task-giving rows and the names its switches are audited under. */
export interface ScheduledRows {
  /** The table; the schedule's columns and `dates_applied_through` are the same in each. */
  table: 'elearning' | 'risk_assessment';
  /** The audit actions' prefix: `<area>.activate-on-date`, `<area>.deactivate-on-date`. */
  area: string;
}

interface SwitchedRow {
  id: string;
  clientId: string;
  licenseeId: string;
  was: 'active' | 'inactive';
  status: 'active' | 'inactive';
}

/** A date crossed since the row's dates were last applied: after that day, up to today. */
const crossed = (date: Sql) => sql`(${date} > r.dates_applied_through AND ${date} <= CURRENT_DATE)`;

/**
 * Switches the rows of `rows.table` on and off on their activation and deactivation dates (the
 * database's calendar day), each date once: a status an admin sets afterwards stands, and a date
 * saved anew takes effect again (task-schedule.ts). When both were crossed since the last run the
 * deactivation wins, being the later (the tables' CHECK). The table's own triggers do what a switch
 * entails (tasks given or analyses opened). Every switch is audited, with no member as its actor;
 * answers how many rows changed status.
 */
export async function applyScheduleDates(tx: Queryable, rows: ScheduledRows): Promise<number> {
  const table = sqlIdentifier(rows.table);
  const switched = await sqlRows<SwitchedRow>(
    tx,
    sql`WITH due AS (
          SELECT r.id, r.status AS was,
                 CASE WHEN ${crossed(sql`r.deactivation_date`)} THEN 'inactive' ELSE 'active' END AS becomes
            FROM ${table} r
           WHERE ${crossed(sql`r.activation_date`)} OR ${crossed(sql`r.deactivation_date`)}
        )
        UPDATE ${table} r
           SET status = due.becomes, dates_applied_through = CURRENT_DATE,
               updated_at = CASE WHEN r.status = due.becomes THEN r.updated_at ELSE now() END
          FROM due, client c
         WHERE r.id = due.id AND c.id = r.client_id
     RETURNING r.id, r.client_id AS "clientId", c.licensee_id AS "licenseeId", due.was, r.status`,
  );
  const changed = switched.filter((row) => row.was !== row.status);
  for (const row of changed) {
    await audit(tx, {
      licenseeId: row.licenseeId,
      clientId: row.clientId,
      actor: {},
      action: `${rows.area}.${row.status === 'active' ? 'activate' : 'deactivate'}-on-date`,
      entity: rows.table,
      entityId: row.id,
      details: { status: row.status },
    });
  }
  return changed.length;
}
