import type { Queryable } from '../db';
import { firstRow } from './answers';

/** The demo's E-Learnings by their German title. */
export const DEMO_ELEARNINGS = {
  fireSafety: 'Brandschutz im Betrieb',
  firstAid: 'Erste Hilfe – Grundlagen',
  displayScreen: 'Gesund am Bildschirmarbeitsplatz',
} as const;

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
