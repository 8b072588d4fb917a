import type {
  BodyOf,
  ELEARNING_STANDING_SORT_COLUMNS,
  ELearningMemberStanding,
  Language,
  readMemberStandingListEndpoint,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import {
  WHOLE_ELEARNING,
  onlyKeptId,
  readKeptScope,
  type KeptScope,
  certificateRunsOut,
  standingIs,
  standingStatus,
  standingsChanged,
  talliedCertificatesRunningOut,
} from '../../lib/elearning-standing';
import { memberInScope, scopeOf } from '../../lib/scope';
import { CLIENT, containsSearch, joinSql, sql, sqlKey, type Sql } from '../../lib/sql';
import { keysetStartWithNulls, pageOfRows, pageOffset, type RowList } from '../../lib/paging';
import { assertInClient } from '../../plugins/client-scope';
import { courseText } from './queries';

// The members' standing list: each member in scope per active E-Learning, read from the
// trigger-maintained standings (020) and certificates (026), so its filters find exactly what
// read-statistics and the admins' overview count.

/** The status the standing `s` stands for today. */
const STANDING = standingStatus('s');

type StandingList = RowList<(typeof ELEARNING_STANDING_SORT_COLUMNS)[number], ELearningMemberStanding>;

/**
 * The rows' own source: the standings `s`, or the certificates `cs` (kept per scope as the
 * standings are, 067) with their member's standing as a whole; each with its E-Learning `e`, active.
 */
const rowSource = (fromCertificates: boolean): Sql =>
  fromCertificates
    ? sql`certificate_standing cs JOIN elearning e ON e.id = cs.elearning_id AND e.status = 'active'
        LEFT JOIN elearning_standing s ON s.member_id = cs.member_id AND s.elearning_id = cs.elearning_id AND s.scope_id = ${WHOLE_ELEARNING}`
    : sql`elearning_standing s JOIN elearning e ON e.id = s.elearning_id AND e.status = 'active'`;

/**
 * The rows, each a member and E-Learning with the standing `s` (as a whole, or under an org
 * unit the list is narrowed to) and the latest certificate `cs`. Certificates running out are
 * listed from the certificates, as the overview counts them: a member whose task was withdrawn
 * still shows, without a standing. `keysAlone`: the conditions and order need the rows' own
 * source only.
 */
function standingList(language: Language, fromCertificates: boolean, keysAlone: boolean): StandingList {
  const title = courseText('title', language);
  // The member list's name order (member_active_last_name of 002), which a page by name can follow.
  const name = [sql`m.last_name_key`, sql`m.first_name_key`, sql`m.id`, sql`e.id`];
  const row = fromCertificates ? sql`cs` : sql`s`;
  // A page's rows are joined from the row source and the members' names alone, the course's title
  // and the certificate read per row: planning the list's whole join took four times its run.
  const validUntil = fromCertificates
    ? sql`cs.valid_until`
    : sql`(SELECT cs.valid_until FROM certificate_standing cs
            WHERE cs.member_id = s.member_id AND cs.elearning_id = s.elearning_id AND cs.scope_id = ${WHOLE_ELEARNING})`;
  return {
    columns: sql`json_build_object('uuid', ${row}.member_id, 'firstName', md.first_name, 'lastName', md.last_name) AS member,
      e.id AS "elearningUuid", (SELECT ${title} FROM elearning_course c WHERE c.id = e.course_id) AS title,
      CASE WHEN s.member_id IS NULL THEN NULL ELSE ${STANDING} END AS standing,
      CASE WHEN s.kind = 'completed' THEN NULL ELSE s.due_date::text END AS "dueDate", ${validUntil}::text AS "validUntil"`,
    from: sql`${rowSource(fromCertificates)} JOIN member m ON m.id = ${row}.member_id JOIN member_details md ON md.member_id = m.id
      JOIN elearning_course c ON c.id = e.course_id
      ${
        fromCertificates
          ? sql``
          : sql`LEFT JOIN certificate_standing cs ON cs.member_id = s.member_id AND cs.elearning_id = s.elearning_id AND cs.scope_id = ${WHOLE_ELEARNING}`
      }`,
    order: {
      // Within a date by member and E-Learning, the order of the standings' index (028): a date may
      // be shared by a hundred thousand standings, which ordering by name would sort on every call.
      // A certificate's row may have no standing: its own member and E-Learning keep the order whole.
      // A certificate keeps its standing's due date (038), so certificates sort from their own index.
      dueDate: [fromCertificates ? sql`cs.due_date` : sql`s.due_date`, sql`${row}.member_id`, sql`${row}.elearning_id`],
      memberName: name,
      title: [sql`lower(${title})`, ...name],
      validUntil: [sql`cs.valid_until`, ...name],
    },
    defaultSort: 'dueDate',
    // A deep page walks the keys and joins its 25 rows after. Every stored standing and certificate
    // is of a member with details and of a course (020 and 026 keep those of the client's members):
    // where the conditions and order need nothing else, the count and the walk read the standings'
    // index (028) or the certificates' (by end date) and the active E-Learnings alone.
    pageKeys: {
      columns: fromCertificates
        ? [sql`cs.member_id`, sql`cs.elearning_id`, sql`cs.scope_id`]
        : [sql`s.member_id`, sql`s.elearning_id`, sql`s.scope_id`],
      ...(keysAlone ? { from: rowSource(fromCertificates) } : {}),
      rows: sql`${rowSource(fromCertificates)} JOIN member_details md ON md.member_id = ${row}.member_id`,
    },
  };
}

/** One page of the members in the session's scope and how they stand in each active E-Learning. */
export async function listMemberStandings(
  db: Database,
  session: SessionContext,
  request: BodyOf<typeof readMemberStandingListEndpoint>,
  language: Language,
) {
  const { search, standing, certificate, elearningUuid, orgUnitUuid } = request.filter;
  if (elearningUuid) await assertInClient(db, session, 'elearning', [elearningUuid], 'ELearning.NotFound');
  if (orgUnitUuid) await assertInClient(db, session, 'org_unit', [orgUnitUuid], 'OrgUnit.NotFound');
  const fromCertificates = certificate === 'expiring';
  const scope = await readKeptScope(db, session, scopeOf(session));
  // The standings listed: an org unit's when the list is narrowed to one, else the scope's own,
  // kept under its one unit or location (063), or the whole client's; whose members, beyond the
  // scope's own rows, must be in the scope.
  const listed = standingsListed(scope, orgUnitUuid);
  const rows = fromCertificates
    ? [sql`cs.client_id = ${CLIENT}`, sql`cs.scope_id = ${listed.scopeId}`, certificateRunsOut(sql`cs.valid_until`)]
    : [sql`s.client_id = ${CLIENT}`, sql`s.scope_id = ${listed.scopeId}`];
  const membersInScope = listed.allInScope;
  const where = [
    ...rows,
    membersInScope ? sql`TRUE` : memberInScope(scope, 'm'),
    containsSearch(search, [sql`md.first_name || ' ' || md.last_name`, sql`md.last_name || ', ' || md.first_name`]),
    standing ? sql`s.member_id IS NOT NULL AND ${standingIs('s', standing)}` : sql`TRUE`,
    elearningUuid ? sql`e.id = ${elearningUuid}` : sql`TRUE`,
  ];
  // Conditions on the standing or certificate and the E-Learning alone: a list of the scope's own rows, unsearched, by due date.
  const keysAlone = membersInScope && !search && (request.sortBy ?? 'dueDate') === 'dueDate';
  const list = standingList(language, fromCertificates, keysAlone);
  // Its deep pages start at a keyset, unless a standing filter makes the rows depend on today's date
  // (overdue, due), which no notification marks, or the rows are certificates.
  const start =
    keysAlone && !fromCertificates && !standing
      ? await keysetStartWithNulls(
          db,
          db.changes,
          session,
          {
            from: rowSource(false),
            where: joinSql(where, sql` AND `),
            order: list.order.dueDate,
            direction: request.sortDirection,
            tags: [standingsChanged(session)],
          },
          pageOffset(request),
          request.perPage,
        )
      : undefined;
  return pageOfRows(db, session, list, where, request, tallied(request.filter, listed), start);
}

/** The scope whose standings (020, 063) a list shows, and whether every one of them is of a member in the admin's scope. */
interface ListedStandings {
  scopeId: Sql;
  allInScope: boolean;
}

/**
 * The standings a list of the admin's scope reads: narrowed to an org unit, that unit's (of
 * members in scope unless the admin's is the client); else the one unit or location an admin's
 * scope is kept under, or the whole client's (of members in scope for an admin of several).
 */
function standingsListed(scope: KeptScope, orgUnitUuid: string | undefined): ListedStandings {
  // A unit's or location's kept standings are read like the whole client's (the same indexes, in
  // the same order): its id is a key, so a page of them is prepared as the client's is.
  if (orgUnitUuid) return { scopeId: sql`${sqlKey(orgUnitUuid)}::uuid`, allInScope: scope.kind === 'client' };
  if (scope.kind === 'client') return { scopeId: WHOLE_ELEARNING, allInScope: true };
  const only = onlyKeptId(scope);
  return only === undefined ? { scopeId: WHOLE_ELEARNING, allInScope: false } : { scopeId: sql`${sqlKey(only)}::uuid`, allInScope: true };
}

/**
 * The list's count from the tally table (020, 063), whose rows sum to the standings of a scope:
 * for a list of a scope's own standings that no search narrows, instead of counting up to a
 * million joined standings. Certificates running out, unless a standing narrows them, are summed
 * from the scope's certificate tally (026, 067). Others (a search, members picked out of a wider
 * scope) count their rows.
 */
function tallied(filter: BodyOf<typeof readMemberStandingListEndpoint>['filter'], listed: ListedStandings): Sql | undefined {
  const { search, standing, certificate, elearningUuid } = filter;
  if (search || !listed.allInScope) return undefined;
  if (certificate === 'expiring')
    return standing
      ? undefined
      : sql`SELECT tallied.count AS total
              FROM (${talliedCertificatesRunningOut(listed.scopeId, elearningUuid ? sql`e.id = ${elearningUuid}` : undefined)}) tallied`;
  return sql`SELECT coalesce(sum(t.members), 0)::int AS total
      FROM elearning_standing_tally t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
     WHERE t.client_id = ${CLIENT} AND t.scope_id = ${listed.scopeId}
       AND ${elearningUuid ? sql`e.id = ${elearningUuid}` : sql`TRUE`}
       AND ${standing ? standingIs('t', standing) : sql`TRUE`}`;
}
