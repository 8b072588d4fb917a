import {
  hasAnyPermission,
  listCountries,
  PERMISSIONS,
  type ClientDetailsResponse,
  type CompanyConfiguration,
  type CompanyDetails,
  type UpdateClientDetailsBody,
} from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { ApiError, forbidden } from '../../errors';
import { auditAdminChange } from '../../lib/admin-audit';
import { COUNTED_MEMBERS } from '../../lib/membership';
import { blankToNull, CLIENT, clientRows, sql, type Sql } from '../../lib/sql';
import { readClientStorage } from '../../lib/storage-quota';

/** Each section of the client as the API reads it, one JSON object. */
const SECTION_JSON: Readonly<Record<UpdateClientDetailsBody['section'], Sql>> = {
  details: sql`json_build_object('name', name, 'clientIdentifier', client_identifier, 'street', street, 'additional', additional,
                                 'postalCode', postal_code, 'city', city, 'country', country)`,
  configuration: sql`json_build_object('homepage', homepage, 'notificationFooterEmail', notification_footer_email,
                                       'notificationFooterSms', notification_footer_sms, 'language', language,
                                       'zenDeskKey', zendesk_key, 'allowSupportLogin', allow_support_login)`,
};

/** A section of the client as stored; `lock`ed for a write's transaction. */
async function readSection(tx: Queryable, session: SessionContext, section: UpdateClientDetailsBody['section'], lock = false) {
  const [row] = await clientRows<{ values: Record<string, unknown> }>(
    tx,
    session,
    sql`SELECT ${SECTION_JSON[section]} AS values FROM client WHERE id = ${CLIENT} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw new ApiError(404, 'Client.NotFound');
  return row.values;
}

interface ClientRow {
  details: CompanyDetails;
  configuration: CompanyConfiguration;
  maxMembers: number;
  memberCount: number;
}

/** The client's details, its member figures and (with the permission) its configuration. */
export async function readClientDetails(db: Database, session: SessionContext): Promise<ClientDetailsResponse> {
  const [row] = await clientRows<ClientRow>(
    db,
    session,
    sql`SELECT ${SECTION_JSON.details} AS details, ${SECTION_JSON.configuration} AS configuration,
            max_members AS "maxMembers", (${COUNTED_MEMBERS}) AS "memberCount"
       FROM client WHERE id = ${CLIENT}`,
  );
  if (!row) throw new ApiError(404, 'Client.NotFound');
  const mayReadConfiguration = hasAnyPermission(session.permissions, [PERMISSIONS.clientDetails.readConfiguration]);
  const locale = row.configuration.language.replace('_', '-');
  return {
    details: row.details,
    countries: listCountries(locale).map((country) => ({ code: country.alpha2, name: country.name })),
    configuration: mayReadConfiguration ? row.configuration : null,
    maxMembers: row.maxMembers,
    memberCount: row.memberCount,
    storage: await readClientStorage(db, session),
  };
}

/** Saves one section of the client (details or configuration); each section needs its own permission. */
export async function updateClientDetails(db: Database, session: SessionContext, body: UpdateClientDetailsBody): Promise<void> {
  // The contract lets either permission in.
  const needed = body.section === 'details' ? PERMISSIONS.clientDetails.update : PERMISSIONS.clientDetails.updateConfiguration;
  if (!hasAnyPermission(session.permissions, [needed])) throw forbidden();
  await db.transaction(async (tx) => {
    // The company's own data, not a person's: its log keeps the section before and after.
    await auditAdminChange(
      tx,
      session,
      { action: `client.update-${body.section}`, entity: 'client', entityId: session.clientId },
      (lock) => readSection(tx, session, body.section, lock),
      () => (body.section === 'details' ? saveDetails(tx, session, body) : saveConfiguration(tx, session, body)),
    );
  });
}

async function saveDetails(tx: Queryable, session: SessionContext, body: Extract<UpdateClientDetailsBody, { section: 'details' }>) {
  await clientRows(
    tx,
    session,
    sql`UPDATE client SET name = ${body.name}, street = ${blankToNull(body.street)}, additional = ${blankToNull(body.additional)},
                          postal_code = ${blankToNull(body.postalCode)}, city = ${blankToNull(body.city)}, country = ${body.country.toUpperCase()}
         WHERE id = ${CLIENT}`,
  );
}

async function saveConfiguration(
  tx: Queryable,
  session: SessionContext,
  body: Extract<UpdateClientDetailsBody, { section: 'configuration' }>,
) {
  await clientRows(
    tx,
    session,
    sql`UPDATE client SET homepage = ${blankToNull(body.homepage)}, notification_footer_email = ${blankToNull(body.notificationFooterEmail)},
                          notification_footer_sms = ${blankToNull(body.notificationFooterSms)}, language = ${body.language},
                          zendesk_key = ${blankToNull(body.zenDeskKey)}, allow_support_login = ${body.allowSupportLogin}
         WHERE id = ${CLIENT}`,
  );
  // Revoking support access ends the advisors' sessions of the client at once, not at their cookies' end.
  if (!body.allowSupportLogin) await clientRows(tx, session, sql`DELETE FROM session WHERE client_id = ${CLIENT} AND kind = 'advisor'`);
}
