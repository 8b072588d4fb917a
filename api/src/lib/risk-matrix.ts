import { DEFAULT_RISK_MATRIX } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { CLIENT, clientRows, sql, type ClientRef } from './sql';

// The client's risk matrix (023_risk_evaluation.sql), read by the evaluation and the admins' overview.

/** The client's risk matrix, and whether it is the default. */
export async function readMatrix(db: Queryable, client: ClientRef): Promise<{ factors: number[][]; isDefault: boolean }> {
  const [row] = await clientRows<{ factors: number[][] }>(
    db,
    client,
    sql`SELECT factors FROM risk_matrix WHERE client_id = ${CLIENT}`.prepare(),
  );
  return row ? { factors: row.factors, isDefault: false } : { factors: DEFAULT_RISK_MATRIX.map((cells) => [...cells]), isDefault: true };
}
