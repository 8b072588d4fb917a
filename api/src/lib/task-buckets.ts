import type { TaskBucket, TaskBucketCounts } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { clientRows, sql, type ClientRef, type Sql } from './sql';

// The status bubbles over a member's tasks (docs/product.md §4), which E-Learning tasks and
// risk-assessment tasks both have: each bubble is also the filter of the member's list.

/** Which tasks `t` each bubble holds, given which of them are still open and which are done. */
export function taskBuckets(open: Sql, done: Sql): Readonly<Record<TaskBucket, Sql>> {
  return {
    overdue: sql`${open} AND t.due_date < CURRENT_DATE`,
    next7Days: sql`${open} AND t.due_date BETWEEN CURRENT_DATE AND CURRENT_DATE + 7`,
    nextMonth: sql`${open} AND t.due_date BETWEEN CURRENT_DATE AND (CURRENT_DATE + interval '1 month')::date`,
    done,
    all: sql`TRUE`,
  };
}

/** How many of the tasks `from` (a FROM … WHERE naming the task `t`) each bubble holds, in one pass. */
export async function countTaskBuckets(
  db: Queryable,
  client: ClientRef,
  buckets: Readonly<Record<TaskBucket, Sql>>,
  from: Sql,
): Promise<TaskBucketCounts> {
  const count = (bucket: TaskBucket) => sql`count(*) FILTER (WHERE ${buckets[bucket]})::int`;
  const [row] = await clientRows<TaskBucketCounts>(
    db,
    client,
    sql`SELECT ${count('overdue')} AS overdue, ${count('next7Days')} AS "next7Days", ${count('nextMonth')} AS "nextMonth",
               ${count('done')} AS done, ${count('all')} AS "all" FROM ${from}`,
  );
  return row!;
}

/** One page of a member's tasks in `bucket` with every bubble's count, the total being the bubble's. */
export async function taskBucketPage<Task>(
  bucket: TaskBucket,
  counts: Promise<TaskBucketCounts>,
  items: Promise<Task[]>,
): Promise<{ items: Task[]; total: number; counts: TaskBucketCounts }> {
  const [bubbles, page] = await Promise.all([counts, items]);
  return { items: page, total: bubbles[bucket], counts: bubbles };
}
