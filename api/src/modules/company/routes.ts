import type { FastifyInstance } from 'fastify';
import {
  hasAnyPermission,
  listCountries,
  PERMISSIONS,
  readClientDetailsEndpoint,
  updateClientDetailsEndpoint,
  type ClientDetailsResponse,
  type CompanyConfiguration,
  type CompanyDetails,
} from '@compliance/shared-contracts';
import { ApiError, forbidden } from '../../errors';
import { requireSession, tenantQuery } from '../../plugins/tenancy';
import { registerEndpoint } from '../../route';
import { auditAdmin } from '../../lib/admin-audit';
import { COUNTED_MEMBERS_SQL } from '../../lib/membership';
import { blankToNull } from '../../lib/sql';

interface ClientRow {
  details: CompanyDetails;
  configuration: CompanyConfiguration;
  maxMembers: number;
  memberCount: number;
}

/** Company details and configuration (docs/product.md §3 company details, §7 clientdetails). */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readClientDetailsEndpoint, async (request): Promise<ClientDetailsResponse> => {
    const session = requireSession(request);
    const [row] = await tenantQuery<ClientRow>(
      app.db,
      session,
      `SELECT json_build_object('name', name, 'clientIdentifier', client_identifier, 'street', street, 'additional', additional,
                                'postalCode', postal_code, 'city', city, 'country', country) AS details,
              json_build_object('homepage', homepage, 'notificationFooterEmail', notification_footer_email,
                                'notificationFooterSms', notification_footer_sms, 'language', language,
                                'zenDeskKey', zendesk_key, 'allowSupportLogin', allow_support_login) AS configuration,
              max_members AS "maxMembers", (${COUNTED_MEMBERS_SQL}) AS "memberCount"
         FROM client WHERE id = $1`,
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
    };
  });

  registerEndpoint(app, updateClientDetailsEndpoint, async (request) => {
    const session = requireSession(request);
    const { body } = request;
    // The contract lets either permission in; each section needs its own.
    const needed = body.section === 'details' ? PERMISSIONS.clientDetails.update : PERMISSIONS.clientDetails.updateConfiguration;
    if (!hasAnyPermission(session.permissions, [needed])) throw forbidden();
    await app.db.transaction(async (tx) => {
      if (body.section === 'details') {
        await tenantQuery(
          tx,
          session,
          'UPDATE client SET name = $2, street = $3, additional = $4, postal_code = $5, city = $6, country = $7 WHERE id = $1',
          [
            body.name,
            blankToNull(body.street),
            blankToNull(body.additional),
            blankToNull(body.postalCode),
            blankToNull(body.city),
            body.country.toUpperCase(),
          ],
        );
      } else {
        await tenantQuery(
          tx,
          session,
          `UPDATE client SET homepage = $2, notification_footer_email = $3, notification_footer_sms = $4, language = $5,
                             zendesk_key = $6, allow_support_login = $7 WHERE id = $1`,
          [
            blankToNull(body.homepage),
            blankToNull(body.notificationFooterEmail),
            blankToNull(body.notificationFooterSms),
            body.language,
            blankToNull(body.zenDeskKey),
            body.allowSupportLogin,
          ],
        );
        // Revoking support access ends the advisors' sessions of the client at once, not at their cookies' end.
        if (!body.allowSupportLogin) await tenantQuery(tx, session, "DELETE FROM session WHERE client_id = $1 AND kind = 'advisor'");
      }
      const { section, ...fields } = body;
      await auditAdmin(tx, session, {
        action: `client.update-${section}`,
        entity: 'client',
        entityId: session.clientId,
        details: { fields: Object.keys(fields) },
      });
    });
    return { success: true as const };
  });
}
