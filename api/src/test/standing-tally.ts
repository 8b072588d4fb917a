import type { Queryable } from '../db';

export interface StandingDrift {
  elearningId: string;
  /** The nil uuid (the E-Learning as a whole), an org unit's or a location's id, or a unit's at a location (065). */
  scopeId: string;
  kind: string;
  dueDate: string;
  tallied: number;
  real: number;
}

/**
 * Where the E-Learning tally table of 020_elearning_standing_tally.sql disagrees with a count of
 * the client's tasks made here from scratch (each not-archived member once per E-Learning: by the
 * open task, else completed when a task was done; per E-Learning, per org unit the member is in,
 * per location the member works at, and per pair of those); none when it is exact. A combination the tally lacks counts as 0 tallied.
 */
export function standingTallyDrift(db: Queryable, clientId: string): Promise<StandingDrift[]> {
  return db.query<StandingDrift>(
    `WITH counted AS (
       SELECT t.elearning_id, t.member_id,
              COALESCE(max(CASE WHEN t.completed_at IS NULL THEN
                         CASE WHEN t.started_at IS NOT NULL THEN 'started' WHEN t.is_repeat THEN 'repeat' ELSE 'open' END END), 'completed') AS kind,
              COALESCE(max(t.due_date) FILTER (WHERE t.completed_at IS NULL), 'infinity') AS due_date
         FROM elearning_task t JOIN member m ON m.id = t.member_id AND m.archived_at IS NULL
        WHERE t.client_id = $1 AND t.withdrawn_at IS NULL
        GROUP BY t.elearning_id, t.member_id),
     real AS (
       SELECT elearning_id, '00000000-0000-0000-0000-000000000000'::uuid AS scope_id, kind, due_date, count(*)::int AS members
         FROM counted GROUP BY elearning_id, kind, due_date
       UNION ALL
       SELECT c.elearning_id, om.org_unit_id, c.kind, c.due_date, count(*)::int
         FROM counted c JOIN org_unit_member om ON om.member_id = c.member_id GROUP BY c.elearning_id, om.org_unit_id, c.kind, c.due_date
       UNION ALL
       SELECT c.elearning_id, lm.location_id, c.kind, c.due_date, count(*)::int
         FROM counted c JOIN location_member lm ON lm.member_id = c.member_id GROUP BY c.elearning_id, lm.location_id, c.kind, c.due_date
       UNION ALL
       SELECT c.elearning_id, org_unit_at_location_scope(om.org_unit_id, lm.location_id), c.kind, c.due_date, count(*)::int
         FROM counted c JOIN org_unit_member om ON om.member_id = c.member_id JOIN location_member lm ON lm.member_id = c.member_id
        GROUP BY c.elearning_id, om.org_unit_id, lm.location_id, c.kind, c.due_date),
     tallied AS (SELECT elearning_id, scope_id, kind, due_date, members FROM elearning_standing_tally WHERE client_id = $1 AND members <> 0)
     SELECT coalesce(k.elearning_id, r.elearning_id) AS "elearningId", coalesce(k.scope_id, r.scope_id) AS "scopeId",
            coalesce(k.kind, r.kind) AS kind, coalesce(k.due_date, r.due_date)::text AS "dueDate",
            coalesce(k.members, 0) AS tallied, coalesce(r.members, 0) AS real
       FROM tallied k FULL JOIN real r
         ON r.elearning_id = k.elearning_id AND r.scope_id = k.scope_id AND r.kind = k.kind AND r.due_date = k.due_date
      WHERE coalesce(k.members, 0) <> coalesce(r.members, 0)`,
    [clientId],
  );
}

export interface CertificateDueDateDrift {
  memberId: string;
  elearningId: string;
  stored: string | null;
  real: string | null;
}

/**
 * The client's stored certificates whose due date (038_certificate_due_date.sql) is not the due
 * date of their member's standing in that E-Learning as a whole (none without a standing); none
 * when every one agrees.
 */
export function certificateDueDateDrift(db: Queryable, clientId: string): Promise<CertificateDueDateDrift[]> {
  return db.query<CertificateDueDateDrift>(
    `SELECT cs.member_id AS "memberId", cs.elearning_id AS "elearningId", cs.due_date::text AS stored, s.due_date::text AS real
       FROM certificate_standing cs
       LEFT JOIN elearning_standing s
         ON s.member_id = cs.member_id AND s.elearning_id = cs.elearning_id AND s.scope_id = '00000000-0000-0000-0000-000000000000'
      WHERE cs.client_id = $1 AND cs.due_date IS DISTINCT FROM s.due_date`,
    [clientId],
  );
}

export interface TaskDayDrift {
  /** The nil uuid (the whole client), an org unit's or a location's id. */
  scopeId: string;
  day: string;
  kept: { completed: number; fellOverdue: number };
  real: { completed: number; fellOverdue: number };
}

/**
 * Where the day tally of 061_elearning_task_day_tally.sql (per scope since 064) disagrees with a
 * count of the client's tasks made here from scratch, on every day, those ahead included: per day
 * the tasks completed (unless withdrawn) and fallen overdue (the day after the due date, unless
 * completed or withdrawn by then), under the whole client and under each unit and location of
 * the task's member. None when it is exact.
 */
export function taskDayTallyDrift(db: Queryable, clientId: string): Promise<TaskDayDrift[]> {
  return db.query<TaskDayDrift>(
    `WITH scoped AS (
       SELECT t.*, s.scope_id FROM elearning_task t
         JOIN (SELECT m.id AS member_id, '00000000-0000-0000-0000-000000000000'::uuid AS scope_id FROM member m
               UNION ALL SELECT member_id, org_unit_id FROM org_unit_member
               UNION ALL SELECT member_id, location_id FROM location_member) s ON s.member_id = t.member_id
        WHERE t.client_id = $1),
     days AS (
       SELECT scope_id, completed_at::date AS day, 1 AS completed, 0 AS fell_overdue FROM scoped
        WHERE completed_at IS NOT NULL AND withdrawn_at IS NULL
       UNION ALL
       SELECT scope_id, due_date + 1, 0, 1 FROM scoped
        WHERE NOT COALESCE(completed_at::date <= due_date, false) AND NOT COALESCE(withdrawn_at::date <= due_date, false)),
     real AS (SELECT scope_id, day, sum(completed)::int AS completed, sum(fell_overdue)::int AS fell_overdue FROM days GROUP BY scope_id, day),
     kept AS (SELECT scope_id, day, completed, fell_overdue FROM elearning_task_day_tally
               WHERE client_id = $1 AND (completed <> 0 OR fell_overdue <> 0))
     SELECT coalesce(k.scope_id, r.scope_id) AS "scopeId", coalesce(k.day, r.day)::text AS day,
            json_build_object('completed', coalesce(k.completed, 0), 'fellOverdue', coalesce(k.fell_overdue, 0)) AS kept,
            json_build_object('completed', coalesce(r.completed, 0), 'fellOverdue', coalesce(r.fell_overdue, 0)) AS real
       FROM kept k FULL JOIN real r ON r.scope_id = k.scope_id AND r.day = k.day
      WHERE (coalesce(k.completed, 0), coalesce(k.fell_overdue, 0)) <> (coalesce(r.completed, 0), coalesce(r.fell_overdue, 0))`,
    [clientId],
  );
}

export interface UnitLocationDrift {
  orgUnitId: string;
  locationId: string;
  tallied: number;
  real: number;
}

/**
 * Where the members of each org unit at each location kept by 066_org_unit_location_tally.sql
 * disagree with a count of the client's not-archived members made here from their units and
 * locations; none when they agree.
 */
export function unitLocationTallyDrift(db: Queryable, clientId: string): Promise<UnitLocationDrift[]> {
  return db.query<UnitLocationDrift>(
    `WITH real AS (
       SELECT om.org_unit_id, lm.location_id, count(*)::int AS members
         FROM org_unit_member om JOIN location_member lm ON lm.member_id = om.member_id
         JOIN member m ON m.id = om.member_id AND m.archived_at IS NULL
        WHERE m.client_id = $1 GROUP BY om.org_unit_id, lm.location_id),
     tallied AS (SELECT org_unit_id, location_id, members FROM org_unit_location_tally WHERE client_id = $1 AND members <> 0)
     SELECT coalesce(k.org_unit_id, r.org_unit_id) AS "orgUnitId", coalesce(k.location_id, r.location_id) AS "locationId",
            coalesce(k.members, 0) AS tallied, coalesce(r.members, 0) AS real
       FROM tallied k FULL JOIN real r ON r.org_unit_id = k.org_unit_id AND r.location_id = k.location_id
      WHERE coalesce(k.members, 0) <> coalesce(r.members, 0)`,
    [clientId],
  );
}

export interface CertificateDrift {
  elearningId: string;
  /** The nil uuid (the whole client), an org unit's or a location's id. */
  scopeId: string;
  validUntil: string;
  tallied: number;
  real: number;
}

/**
 * Where the certificate tally of 026_certificate_tally.sql (per scope since 067) disagrees with a
 * count of the client's results made here from scratch: each not-archived member's latest
 * result per E-Learning that has a valid-until date, under the whole client and under each unit
 * and location of its member. None when they agree.
 */
export function certificateTallyDrift(db: Queryable, clientId: string): Promise<CertificateDrift[]> {
  return db.query<CertificateDrift>(
    `WITH latest AS (
       SELECT DISTINCT ON (r.member_id, r.elearning_id) r.member_id, r.elearning_id, r.valid_until
         FROM elearning_result r JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL
        WHERE r.client_id = $1 ORDER BY r.member_id, r.elearning_id, r.completed_at DESC, r.valid_until DESC NULLS LAST),
     real AS (
       SELECT l.elearning_id, x.scope_id, l.valid_until, count(*)::int AS members
         FROM latest l JOIN (SELECT m.id AS member_id, '00000000-0000-0000-0000-000000000000'::uuid AS scope_id FROM member m
                             UNION ALL SELECT member_id, org_unit_id FROM org_unit_member
                             UNION ALL SELECT member_id, location_id FROM location_member) x ON x.member_id = l.member_id
        WHERE l.valid_until IS NOT NULL GROUP BY l.elearning_id, x.scope_id, l.valid_until),
     tallied AS (SELECT elearning_id, scope_id, valid_until, members FROM certificate_tally WHERE client_id = $1 AND members <> 0)
     SELECT coalesce(k.elearning_id, r.elearning_id) AS "elearningId", coalesce(k.scope_id, r.scope_id) AS "scopeId",
            coalesce(k.valid_until, r.valid_until)::text AS "validUntil", coalesce(k.members, 0) AS tallied, coalesce(r.members, 0) AS real
       FROM tallied k FULL JOIN real r ON r.elearning_id = k.elearning_id AND r.scope_id = k.scope_id AND r.valid_until = k.valid_until
      WHERE coalesce(k.members, 0) <> coalesce(r.members, 0)`,
    [clientId],
  );
}
