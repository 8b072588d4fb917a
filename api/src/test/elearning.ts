import { createExecutionEndpoint, type ScormVersionName } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { storeSeedPackage } from '../modules/elearning/package-store';
import { unpackScormPackage } from '../modules/elearning/scorm-package';
import { errorCodeOf, firstRow } from './answers';
import type { TestClient } from './client';
import { generatePackage, type GeneratedPackage } from './scorm-packages';

/** The demo's E-Learnings by their German title. */
export const DEMO_ELEARNINGS = {
  fireSafety: 'Brandschutz im Betrieb',
  firstAid: 'Erste Hilfe – Grundlagen',
  displayScreen: 'Gesund am Bildschirmarbeitsplatz',
} as const;

/** Run-time data that completes and passes an attempt with full marks, in the elements of its SCORM version. */
export const PASSING_CMI: Readonly<Record<ScormVersionName, Readonly<Record<string, string>>>> = {
  '1.2': { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '100' },
  '2004': { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '1' },
};

/**
 * Gives the demo's first-aid course a generated package (its attempts under way keep theirs),
 * done when completed and passed, without a minimum score.
 */
export async function giveFirstAidPackage(db: Queryable, generated: GeneratedPackage): Promise<void> {
  const course = await firstRow<{ id: string; licenseeId: string }>(
    db,
    `SELECT id, licensee_id AS "licenseeId" FROM elearning_course WHERE texts -> 'de_DE' ->> 'title' = $1`,
    [DEMO_ELEARNINGS.firstAid],
  );
  await storeSeedPackage(db, course.licenseeId, course.id, await unpackScormPackage(await generatePackage(generated)));
  await db.query(`UPDATE elearning SET completion_rule = 'completed-and-passed', min_score = NULL WHERE course_id = $1`, [course.id]);
}

/** Starts the attempt of the demo member signed in as `member` (username `username`) at their open first-aid task. */
export async function startFirstAidAttempt(db: Queryable, member: TestClient, username: string): Promise<string> {
  const task = await firstRow<{ id: string }>(
    db,
    `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id JOIN elearning e ON e.id = t.elearning_id
       JOIN elearning_course c ON c.id = e.course_id
      WHERE m.username = $1 AND c.texts -> 'de_DE' ->> 'title' = $2 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
    [username, DEMO_ELEARNINGS.firstAid],
  );
  return (await member.send(createExecutionEndpoint, { taskUuid: task.id })).answer().executionUuid;
}

/** The id of the demo client's E-Learning with this German course title. */
export async function demoELearningId(db: Queryable, title: string): Promise<string> {
  const row = await firstRow<{ id: string }>(
    db,
    `SELECT e.id FROM elearning e JOIN elearning_course c ON c.id = e.course_id JOIN client cl ON cl.id = e.client_id
      WHERE cl.client_identifier = 'demo' AND c.texts -> 'de_DE' ->> 'title' = $1`,
    [title],
  );
  return row.id;
}

/**
 * The demo member (signed in as `member`) passes their open fire-safety attempt (SCORM 1.2,
 * passed with 80 %, every 12 months) with 90 %: a result with its certificate.
 */
export async function passDemoFireSafety(db: Queryable, member: TestClient): Promise<{ executionUuid: string; taskUuid: string }> {
  const { id: taskUuid } = await firstRow<{ id: string }>(
    db,
    `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id JOIN client cl ON cl.id = m.client_id
       JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
      WHERE cl.client_identifier = 'demo' AND m.username = 'member' AND c.texts -> 'de_DE' ->> 'title' = $1
        AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
    [DEMO_ELEARNINGS.fireSafety],
  );
  const { executionUuid } = (await member.post('/api/elearning/create-execution', { taskUuid })).json() as { executionUuid: string };
  expect(errorCodeOf(await member.post('/api/elearning/read-execution-result', { executionUuid }))).toBe('ELearning.NotFound');
  const passed = { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '90', 'cmi.core.score.max': '100', 'cmi.core.score.min': '0' };
  expect((await member.post('/api/elearning/save-execution', { executionUuid, cmi: passed })).json()).toMatchObject({ completed: true });
  return { executionUuid, taskUuid };
}
