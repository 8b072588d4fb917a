import type { Queryable } from '../db';
import { sql, sqlRows } from './sql';

// The licensee's catalog as its clients see it: each course of the licensee (not a client's own)
// is an E-Learning of every client offered it (all clients, or the chosen ones: migration 049),
// inactive until the client sets it up. Shared by creating a client, adding a course to the
// catalog and changing whom a course is offered to.

/**
 * Gives every client of the licensee offered a course of its catalog (not clients' own courses)
 * and lacking it an inactive E-Learning of it; `courseId` narrows it to one course, `clientId` to
 * one client. Answers the clients it gave one.
 */
export async function offerLicenseeCourses(
  tx: Queryable,
  licenseeId: string,
  only: { courseId?: string; clientId?: string } = {},
): Promise<string[]> {
  const created = await sqlRows<{ clientId: string }>(
    tx,
    sql`INSERT INTO elearning (client_id, course_id, status)
        SELECT cl.id, co.id, 'inactive' FROM client cl
          JOIN elearning_course co ON co.licensee_id = cl.licensee_id AND co.owner_client_id IS NULL
         WHERE cl.licensee_id = ${licenseeId}
           AND (co.offered_to = 'all'
                OR EXISTS (SELECT 1 FROM elearning_course_offer o WHERE o.course_id = co.id AND o.client_id = cl.id))
           ${only.courseId ? sql`AND co.id = ${only.courseId}` : sql``}
           ${only.clientId ? sql`AND cl.id = ${only.clientId}` : sql``}
        ON CONFLICT (client_id, course_id) DO NOTHING RETURNING client_id AS "clientId"`,
  );
  return created.map((row) => row.clientId);
}
