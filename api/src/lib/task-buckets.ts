import type { TaskBucket, TaskBucketCounts } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { clientRows, joinSql, sql, sqlAlias, type ClientRef, type Sql } from './sql';

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

/**
 * How many of the tasks `from` (a FROM … WHERE naming the task `t`) each condition holds, in one
 * pass: the bubbles, and an area's further filters beside them. Prepared once per connection: a
 * member's tasks are found by the member's key whoever it is, and planning took as long as
 * running (bench:start).
 */
export async function countTaskBuckets<Filter extends string>(
  db: Queryable,
  client: ClientRef,
  conditions: Readonly<Record<Filter, Sql>>,
  from: Sql,
): Promise<Record<Filter, number>> {
  const counts = (Object.entries(conditions) as Array<[Filter, Sql]>).map(
    ([filter, condition]) => sql`count(*) FILTER (WHERE ${condition})::int AS ${sqlAlias(filter)}`,
  );
  const [row] = await clientRows<Record<Filter, number>>(db, client, sql`SELECT ${joinSql(counts, sql`, `)} FROM ${from}`.prepare());
  return row!;
}

/** One page of a member's tasks under `filter` with every filter's count, the total being the filter's. */
export async function taskBucketPage<Task, Counts extends TaskBucketCounts>(
  filter: keyof Counts,
  counts: Promise<Counts>,
  items: Promise<Task[]>,
): Promise<{ items: Task[]; total: number; counts: Counts }> {
  const [bubbles, page] = await Promise.all([counts, items]);
  return { items: page, total: bubbles[filter] as number, counts: bubbles };
}
