import {
  normalizeHostname,
  type LicenseeBranding,
  type LicenseeBrandingResponse,
  type LicenseeConfig,
  type LicenseeImageKind,
} from '@compliance/shared-contracts';
import { auditStaffWrite } from '../../lib/staff-audit';
import type { LicenseeSessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { readLicenseeConfigOf } from '../../lib/licensee-config';
import { blankToNull, LICENSEE, licenseeRows, sql } from '../../lib/sql';
import type { ReceivedLicenseeImage } from './image-upload';

// The licensee's branding (docs/areas/back-office.md): its configuration (docs/product.md §3)
// and its domains. Each write is audited against the licensee, the staff account as actor.

/** The part of the configuration the back office edits, as the contract names it. */
function brandingOf(config: LicenseeConfig): LicenseeBranding {
  return {
    licenseeName: config.licenseeName,
    moodImageCopyright: config.moodImageCopyright,
    theme: config.theme,
    footer: config.footer,
    externalCalendarHref: config.externalCalendarHref,
    zenDeskKey: config.zenDeskKey,
    isWhitelabelPartner: config.isWhitelabelPartner,
  };
}

/** The licensee's domains, in the order a person reads host names. */
function readDomains(db: Queryable, session: LicenseeSessionContext) {
  return licenseeRows<{ uuid: string; host: string }>(
    db,
    session,
    sql`SELECT id AS uuid, host FROM licensee_domain WHERE licensee_id = ${LICENSEE} ORDER BY host`,
  );
}

/** What the branding page shows: the configuration, its images, the domains and the host asked on. */
export async function readBranding(db: Queryable, session: LicenseeSessionContext, currentHost: string): Promise<LicenseeBrandingResponse> {
  const [config, domains] = await Promise.all([readLicenseeConfigOf(db, session.licenseeId), readDomains(db, session)]);
  return { branding: brandingOf(config), images: config.images, domains, currentHost };
}

const auditLicensee = (tx: Queryable, session: LicenseeSessionContext, action: string, details: Record<string, unknown>): Promise<void> =>
  auditStaffWrite(tx, session, { action, entity: 'licensee', entityId: session.licenseeId, details });

/** Saves the licensee's configuration; audited with what it was before and is after. */
export async function updateBranding(db: Database, session: LicenseeSessionContext, branding: LicenseeBranding): Promise<void> {
  await db.transaction(async (tx) => {
    // One licensee admin's save at a time: the audit's "before" is what the save replaced.
    await licenseeRows(tx, session, sql`SELECT id FROM licensee WHERE id = ${LICENSEE} FOR UPDATE`);
    const before = brandingOf(await readLicenseeConfigOf(tx, session.licenseeId));
    // The contract trimmed every text; a blank optional one is stored as none.
    const { theme, footer } = branding;
    await licenseeRows(tx, session, sql`UPDATE licensee SET name = ${branding.licenseeName} WHERE id = ${LICENSEE}`);
    await licenseeRows(
      tx,
      session,
      sql`INSERT INTO licensee_config (licensee_id, external_calendar_href, mood_image_copyright,
            theme_light_primary, theme_light_contrast, theme_dark_primary, theme_dark_contrast,
            is_whitelabel_partner, zendesk_key, footer_licensee_link, footer_legal_notice_link, footer_data_protection_link)
          VALUES (${LICENSEE}, ${blankToNull(branding.externalCalendarHref)}, ${blankToNull(branding.moodImageCopyright)},
            ${theme.light.primary.toLowerCase()}, ${theme.light.contrast.toLowerCase()}, ${theme.dark.primary.toLowerCase()}, ${theme.dark.contrast.toLowerCase()},
            ${branding.isWhitelabelPartner}, ${blankToNull(branding.zenDeskKey)},
            ${blankToNull(footer.licenseeLink)}, ${blankToNull(footer.legalNoticeLink)}, ${blankToNull(footer.dataProtectionLink)})
          ON CONFLICT (licensee_id) DO UPDATE SET
            external_calendar_href = EXCLUDED.external_calendar_href, mood_image_copyright = EXCLUDED.mood_image_copyright,
            theme_light_primary = EXCLUDED.theme_light_primary, theme_light_contrast = EXCLUDED.theme_light_contrast,
            theme_dark_primary = EXCLUDED.theme_dark_primary, theme_dark_contrast = EXCLUDED.theme_dark_contrast,
            is_whitelabel_partner = EXCLUDED.is_whitelabel_partner, zendesk_key = EXCLUDED.zendesk_key,
            footer_licensee_link = EXCLUDED.footer_licensee_link, footer_legal_notice_link = EXCLUDED.footer_legal_notice_link,
            footer_data_protection_link = EXCLUDED.footer_data_protection_link`,
    );
    const after = brandingOf(await readLicenseeConfigOf(tx, session.licenseeId));
    await auditLicensee(tx, session, 'licensee.update-branding', { before, after });
  });
}

/** Adds a host name for the licensee; one that any licensee has is 409 Licensee.DomainTaken. */
export async function addDomain(db: Database, session: LicenseeSessionContext, typed: string): Promise<string> {
  // The contract refused what is not a host name.
  const host = normalizeHostname(typed) ?? typed;
  return db.transaction(async (tx) => {
    const [added] = await licenseeRows<{ id: string }>(
      tx,
      session,
      sql`INSERT INTO licensee_domain (licensee_id, host) VALUES (${LICENSEE}, ${host}) ON CONFLICT (host) DO NOTHING RETURNING id`,
    );
    if (!added) throw new ApiError(409, 'Licensee.DomainTaken');
    await auditLicensee(tx, session, 'licensee.add-domain', { host });
    return added.id;
  });
}

/**
 * Removes one of the licensee's host names. The host the request came on stays (409
 * Licensee.DomainInUse): removing it would cut off the page that asked.
 */
export async function removeDomain(db: Database, session: LicenseeSessionContext, uuid: string, currentHost: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [domain] = await licenseeRows<{ host: string }>(
      tx,
      session,
      sql`SELECT host FROM licensee_domain WHERE id = ${uuid} AND licensee_id = ${LICENSEE} FOR UPDATE`,
    );
    if (!domain) throw new ApiError(404, 'Licensee.DomainNotFound');
    if (domain.host === currentHost) throw new ApiError(409, 'Licensee.DomainInUse');
    await licenseeRows(tx, session, sql`DELETE FROM licensee_domain WHERE id = ${uuid} AND licensee_id = ${LICENSEE}`);
    await auditLicensee(tx, session, 'licensee.remove-domain', { host: domain.host });
  });
}

/** The configuration's column that names each image's file. */
const IMAGE_COLUMN = { logo: sql`logo_file_id`, mood: sql`mood_file_id` } as const;

/**
 * Points one of the licensee's images at `file` (none removes it), audited with its address
 * before and after. A replaced file stays stored, so the address the audit names still opens.
 */
async function setImage(db: Database, session: LicenseeSessionContext, kind: LicenseeImageKind, file: ReceivedLicenseeImage | null) {
  return db.transaction(async (tx) => {
    await licenseeRows(tx, session, sql`SELECT id FROM licensee WHERE id = ${LICENSEE} FOR UPDATE`);
    const before = (await readLicenseeConfigOf(tx, session.licenseeId)).images[kind];
    let fileId: string | null = null;
    if (file) {
      const { content, mimeType } = file.image;
      const [stored] = await licenseeRows<{ id: string }>(
        tx,
        session,
        sql`INSERT INTO file (licensee_id, client_id, context, type, filename, mime_type, size, content)
            VALUES (${LICENSEE}, NULL, 'licensee', ${kind}, ${file.filename}, ${mimeType}, ${content.byteLength}, ${content})
            RETURNING id`,
      );
      fileId = stored!.id;
    }
    const column = IMAGE_COLUMN[kind];
    await licenseeRows(
      tx,
      session,
      sql`INSERT INTO licensee_config (licensee_id, ${column}) VALUES (${LICENSEE}, ${fileId})
          ON CONFLICT (licensee_id) DO UPDATE SET ${column} = EXCLUDED.${column}`,
    );
    const after = (await readLicenseeConfigOf(tx, session.licenseeId)).images[kind];
    await auditLicensee(tx, session, file ? 'licensee.upload-image' : 'licensee.remove-image', { kind, before, after });
    return after;
  });
}

/** Stores an uploaded logo or mood image as the licensee's; answers its address. */
export async function replaceImage(db: Database, session: LicenseeSessionContext, received: ReceivedLicenseeImage): Promise<string> {
  const path = await setImage(db, session, received.kind, received);
  return path!;
}

/** Removes the licensee's logo (the pages then show its name) or mood image. */
export async function removeImage(db: Database, session: LicenseeSessionContext, kind: LicenseeImageKind): Promise<void> {
  await setImage(db, session, kind, null);
}
