import type { ELearningFigures, ELearningStatisticsRow, Language } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import {
  COUNTS,
  NO_COUNTS,
  TALLY_COUNTS,
  readFiguresPerELearning,
  unitTally,
  standings,
  withRate,
  type Counts,
} from '../../lib/elearning-figures';
import { keptTally, readKeptScope, type KeptScope } from '../../lib/elearning-standing';
import { orgUnitInScope, scopeOf } from '../../lib/scope';
import { CLIENT, clientRows, sql, type Sql } from '../../lib/sql';
import { assertInClient, requireMember } from '../../plugins/client-scope';
import { courseText } from './queries';
import { COUNT_NAMES } from './statistics-workbook';

// E-Learning statistics (read-statistics, read-member-statistics), computed in SQL: each member
// with an E-Learning counts once, by their current task.

/**
 * Per org unit one E-Learning is assigned to (the ou-admin's own): its members' figures; a member
 * of two units counts in both (unitTally).
 */
function perOrgUnit(scope: KeptScope, elearningId: string, language: Language): Sql {
  return sql`SELECT e.id AS "elearningUuid", ${courseText('title', language)} AS title, o.id AS "orgUnitUuid", o.name AS "orgUnitName", ${TALLY_COUNTS}
      FROM elearning e JOIN elearning_course c ON c.id = e.course_id
      JOIN elearning_org_unit a ON a.elearning_id = e.id JOIN org_unit o ON o.id = a.org_unit_id
      LEFT JOIN (${unitTally(scope)}) t ON t.org_unit_id = o.id AND t.elearning_id = e.id
     WHERE e.client_id = ${CLIENT} AND e.id = ${elearningId} AND ${orgUnitInScope(scope, 'o')}
     GROUP BY e.id, c.texts, o.id, o.name ORDER BY lower(o.name), o.id`;
}

/** The figures over every standing of active E-Learnings that `members` (a condition on the task `t` and member `m`) selects. */
async function totalOf(db: Database, session: SessionContext, members: Sql): Promise<ELearningFigures> {
  const [row] = await clientRows<Counts>(
    db,
    session,
    sql`WITH s AS (${standings(members)}) SELECT ${COUNTS} FROM s JOIN elearning e ON e.id = s.elearning_id AND e.status = 'active'`,
  );
  return withRate(row ?? NO_COUNTS);
}

/** The figures of one E-Learning for the members in the scope, from its kept tally (none while it is inactive). */
async function keptTotalOf(db: Database, session: SessionContext, scope: KeptScope, elearningId: string): Promise<ELearningFigures> {
  const [row] = await clientRows<Counts>(
    db,
    session,
    sql`SELECT ${TALLY_COUNTS} FROM (${keptTally(scope)}) t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
         WHERE e.client_id = ${CLIENT} AND t.elearning_id = ${elearningId}`,
  );
  return withRate(row ?? NO_COUNTS);
}

type CountsRow = Omit<ELearningStatisticsRow, 'completionRate'>;

/**
 * read-statistics: per E-Learning, or per org unit of one E-Learning, with the totals. Per
 * E-Learning the totals are the rows' sums (each member counts in one row per E-Learning); per
 * org unit a member of two units is in two rows, so the totals are counted apart.
 */
export async function readStatistics(
  db: Database,
  session: SessionContext,
  elearningUuid: string | undefined,
  language: Language,
): Promise<{ items: ELearningStatisticsRow[]; total: ELearningFigures }> {
  const scope = await readKeptScope(db, session, scopeOf(session));
  if (elearningUuid === undefined) {
    const items = await readFiguresPerELearning(db, session, scope, language);
    const sums = Object.fromEntries(COUNT_NAMES.map((name) => [name, items.reduce((sum, row) => sum + row[name], 0)])) as Counts;
    return { items, total: withRate(sums) };
  }
  await assertInClient(db, session, 'elearning', [elearningUuid], 'ELearning.NotFound');
  const rows = await clientRows<CountsRow>(db, session, perOrgUnit(scope, elearningUuid, language));
  return { items: rows.map(withRate), total: await keptTotalOf(db, session, scope, elearningUuid) };
}

/** read-member-statistics: the signed-in member's own figures. */
export function readMemberStatistics(db: Database, session: SessionContext): Promise<ELearningFigures> {
  return totalOf(db, session, sql`m.id = ${requireMember(session)}`);
}
