import { resolveFeatureFlags, type FeatureFlags } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { CLIENT, clientRows, sql, type ClientRef } from './sql';

/**
 * What decides the client's feature flags, as two columns of a query about client `c`: the
 * product types of its valid packages, and its own overrides (resolved by resolveFeatureFlags).
 */
export const FEATURE_SOURCES_COLUMNS = sql`
  ARRAY(SELECT DISTINCT pt.identifier
          FROM client_package cp
          JOIN package_product pp ON pp.package_id = cp.package_id
          JOIN product p ON p.id = pp.product_id
          JOIN product_type pt ON pt.id = p.product_type_id
         WHERE cp.client_id = c.id
           AND (cp.valid_from IS NULL OR cp.valid_from <= current_date)
           AND (cp.valid_to IS NULL OR cp.valid_to >= current_date)) AS products,
  coalesce((SELECT json_object_agg(f.flag, f.enabled) FROM client_feature_flag f WHERE f.client_id = c.id), '{}') AS overrides`;

/** The client's feature flags as the licensee switched them: packages, then the client's overrides. */
export async function clientFeatureFlags(db: Queryable, client: ClientRef): Promise<FeatureFlags> {
  const [row] = await clientRows<{ products: string[]; overrides: Record<string, boolean> }>(
    db,
    client,
    sql`SELECT ${FEATURE_SOURCES_COLUMNS} FROM client c WHERE c.id = ${CLIENT}`.prepare(),
  );
  return resolveFeatureFlags(row?.products ?? [], row?.overrides ?? {});
}
