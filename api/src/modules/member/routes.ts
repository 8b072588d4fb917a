import type { FastifyInstance } from 'fastify';
import { memberStateEndpoint, resolveFeatureFlags, type MemberState } from '@compliance/shared-contracts';
import { queryOne, type Queryable } from '../../db';
import { ApiError } from '../../errors';
import { requireSession } from '../../plugins/tenancy';
import { registerEndpoint } from '../../route';

/** The client's feature flags: defaults, products of its valid packages, then overrides. */
export async function featureFlagsOf(db: Queryable, clientId: string) {
  const products = await db.query<{ identifier: string }>(
    `SELECT DISTINCT pt.identifier
       FROM client_package cp
       JOIN package_product pp ON pp.package_id = cp.package_id
       JOIN product p ON p.id = pp.product_id
       JOIN product_type pt ON pt.id = p.product_type_id
      WHERE cp.client_id = $1
        AND (cp.valid_from IS NULL OR cp.valid_from <= current_date)
        AND (cp.valid_to IS NULL OR cp.valid_to >= current_date)`,
    [clientId],
  );
  const overrides = await db.query<{ flag: string; enabled: boolean }>(
    'SELECT flag, enabled FROM client_feature_flag WHERE client_id = $1',
    [clientId],
  );
  return resolveFeatureFlags(
    products.map((row) => row.identifier),
    Object.fromEntries(overrides.map((row) => [row.flag, row.enabled])),
  );
}

interface DetailsRow {
  uuid: string;
  email: string | null;
  username: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  phone_number: string | null;
  mobile_number: string | null;
  special_attributes: string[] | null;
  gender: 'm' | 'f' | 'd';
  street: string | null;
  additional_address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  external_company: string | null;
}

const MEMBER_DETAILS_SQL = `
  SELECT m.id AS uuid, m.email, m.username, d.first_name, d.last_name, d.birth_date::text AS birth_date,
         d.phone_number, d.mobile_number, d.special_attributes, d.gender, d.street, d.additional_address,
         d.postal_code, d.city, d.country, d.external_company
    FROM member m JOIN member_details d ON d.member_id = m.id
   WHERE m.client_id = $1 AND m.id = $2`;

const ADVISOR_DETAILS_SQL = `
  SELECT a.id AS uuid, a.email, a.username, a.first_name, a.last_name, NULL AS birth_date, NULL AS phone_number,
         NULL AS mobile_number, '{}'::text[] AS special_attributes, 'd' AS gender, NULL AS street,
         NULL AS additional_address, NULL AS postal_code, NULL AS city, NULL AS country, NULL AS external_company
    FROM customer_advisor a JOIN client c ON c.licensee_id = a.licensee_id
   WHERE c.id = $1 AND a.id = $2`;

/** Member endpoints of this issue: the signed-in member's state. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, memberStateEndpoint, async (request): Promise<MemberState> => {
    const session = requireSession(request);
    const isAdvisor = session.kind === 'advisor';
    const details = await queryOne<DetailsRow>(app.db, isAdvisor ? ADVISOR_DETAILS_SQL : MEMBER_DETAILS_SQL, [
      session.clientId,
      session.memberId ?? session.advisorId,
    ]);
    const client = await queryOne<{ uuid: string; client_identifier: string; name: string }>(
      app.db,
      'SELECT id AS uuid, client_identifier, name FROM client WHERE id = $1',
      [session.clientId],
    );
    if (!details || !client) throw new ApiError(404, 'Member.NotFound');
    return {
      member: { uuid: details.uuid, email: details.email, roleIdentifier: session.role, permissions: session.permissions },
      memberDetails: {
        firstName: details.first_name,
        lastName: details.last_name,
        birthDate: details.birth_date,
        phoneNumber: details.phone_number,
        mobileNumber: details.mobile_number,
        specialAttributes: (details.special_attributes ?? []).filter(
          (attribute): attribute is 'pregnant' | 'underage' => attribute === 'pregnant' || attribute === 'underage',
        ),
        gender: details.gender,
        street: details.street,
        additionalAddress: details.additional_address,
        postalCode: details.postal_code,
        city: details.city,
        country: details.country,
        externalCompany: details.external_company,
        username: details.username,
        role: session.role,
      },
      featureFlags: await featureFlagsOf(app.db, session.clientId),
      client: { uuid: client.uuid, clientIdentifier: client.client_identifier, name: client.name },
      supportSession: isAdvisor,
    };
  });
}
