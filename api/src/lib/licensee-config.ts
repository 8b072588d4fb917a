import type { FastifyRequest } from 'fastify';
import type { LicenseeConfig } from '@compliance/shared-contracts';
import type { Database, Queryable } from '../db';
import { sql, sqlRow } from './sql';
import { ApiError } from '../errors';
import { resolveLicensee } from '../plugins/client-scope';
import { storedFilePath } from './stored-file';

interface ConfigRow {
  identifier: string;
  name: string;
  external_calendar_href: string | null;
  mood_image_copyright: string | null;
  theme_light_primary: string;
  theme_light_contrast: string;
  theme_dark_primary: string;
  theme_dark_contrast: string;
  is_whitelabel_partner: boolean;
  zendesk_key: string | null;
  base_route: string;
  default_language: 'de_DE' | 'en_GB';
  footer_licensee_link: string | null;
  footer_legal_notice_link: string | null;
  footer_data_protection_link: string | null;
  logo_path: string | null;
  mood_path: string | null;
}

/** The licensee configuration of docs/product.md §3 for the request's host (the default licensee for unknown hosts). */
export async function readLicenseeConfig(db: Database, request: FastifyRequest): Promise<LicenseeConfig> {
  const licensee = await resolveLicensee(db, request);
  return readLicenseeConfigOf(db, licensee.id);
}

/** The licensee configuration of docs/product.md §3 of one licensee; the defaults of §9 where it has none. */
export async function readLicenseeConfigOf(db: Queryable, licenseeId: string): Promise<LicenseeConfig> {
  const row = await sqlRow<ConfigRow>(
    db,
    sql`SELECT l.identifier, l.name, c.external_calendar_href, c.mood_image_copyright,
            c.theme_light_primary, c.theme_light_contrast, c.theme_dark_primary, c.theme_dark_contrast,
            c.is_whitelabel_partner, c.zendesk_key, c.base_route, c.default_language,
            c.footer_licensee_link, c.footer_legal_notice_link, c.footer_data_protection_link,
            (SELECT ${storedFilePath} FROM file f WHERE f.id = c.logo_file_id) AS logo_path,
            (SELECT ${storedFilePath} FROM file f WHERE f.id = c.mood_file_id) AS mood_path
       FROM licensee l LEFT JOIN licensee_config c ON c.licensee_id = l.id
      WHERE l.id = ${licenseeId}`,
  );
  if (!row) throw new ApiError(404, 'Licensee.NotFound');
  return {
    licenseeIdentifier: row.identifier,
    licenseeName: row.name,
    externalCalendarHref: row.external_calendar_href,
    moodImageCopyright: row.mood_image_copyright,
    images: { logo: row.logo_path, mood: row.mood_path },
    theme: {
      light: { primary: row.theme_light_primary ?? '#3b3b3b', contrast: row.theme_light_contrast ?? '#ffffff' },
      dark: { primary: row.theme_dark_primary ?? '#b9b9b9', contrast: row.theme_dark_contrast ?? '#000000' },
    },
    isWhitelabelPartner: row.is_whitelabel_partner ?? false,
    zenDeskKey: row.zendesk_key,
    baseRoute: row.base_route ?? '/dashboard',
    defaultLanguage: row.default_language ?? 'de_DE',
    footer: {
      licenseeLink: row.footer_licensee_link,
      legalNoticeLink: row.footer_legal_notice_link,
      dataProtectionLink: row.footer_data_protection_link,
    },
  };
}
