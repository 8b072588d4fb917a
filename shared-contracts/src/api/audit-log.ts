import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { defineEndpoint } from './endpoint';
import { uuidSchema } from './common';
import { optionalFilter, searchFilterSchema } from './company-common';
import { taskDateSchema } from './task-settings';
import { AUDIT_AREAS, AUDIT_LOG_EXPORT_MAX_ENTRIES } from './audit-log-values';

// The audit log as people read it (docs/areas/audit-log.md): every write the server audits, newest
// first, in pages that continue after the last entry shown (keyset pagination: a log grows at its
// head while it is read, so page numbers would shift under the reader).

/** Who wrote an entry: a member of the client, or a member of the licensee's staff (in the back office or as a client's support). */
export const auditActorSchema = z.object({
  kind: z.enum(['member', 'staff', 'none']),
  uuid: uuidSchema.nullable(),
  /** "First Last"; null when the account is gone (deleted members leave their entries). */
  name: z.string().nullable(),
  username: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One audited write: when, who (acting as whom), what on which entity, and what the server kept of it. */
export const auditLogEntrySchema = z.object({
  uuid: uuidSchema,
  /** ISO time. */
  at: z.string(),
  actor: auditActorSchema,
  /** How the actor acted: as a member, as the client's support (a staff member in a client), or in the back office. */
  actingAs: z.enum(['member', 'support', 'backOffice', 'system']),
  /** The client the entry is of; null for the licensee's own (branding, domains). */
  clientUuid: uuidSchema.nullable(),
  clientName: z.string().nullable(),
  action: z.string(),
  area: z.enum(AUDIT_AREAS),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What the write recorded: field names and counts, before and after for the licensee's configuration. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** A cursor's form: the entry's time, UTC to the microsecond, and its uuid (the server writes it). */
const AUDIT_LOG_CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const auditLogRequestSchema = z.object({
  filter: z
    .object({
      /** Part of the actor's name or username. */
      person: searchFilterSchema,
      area: optionalFilter(z.enum(AUDIT_AREAS)),
      /** First and last day (ISO dates, the server's time zone: UTC), both included. */
      from: optionalFilter(taskDateSchema),
      to: optionalFilter(taskDateSchema),
    })
    .default({}),
  /** The `next` of the page before; none for the newest. */
  after: z.string().regex(AUDIT_LOG_CURSOR_PATTERN).optional(),
});
export type AuditLogRequest = z.infer<typeof auditLogRequestSchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  /** Where the next (older) page continues (send it as `after`); null when this page holds the oldest entry. */
  next: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** An export's request: the log's filter, every page of it. */
export const auditLogExportRequestSchema = z.object({ filter: auditLogRequestSchema.shape.filter });
export type AuditLogExportRequest = z.infer<typeof auditLogExportRequestSchema>;

export const readClientAuditLogEndpoint = defineEndpoint({
  id: 'clientdetails.read-audit-log',
  method: 'POST',
  path: '/api/clientdetails/read-audit-log',
  summary:
    "Every audited write in the caller's company, newest first, 50 a page (keyset: `after` the last entry shown): who, acting as whom (support sessions included), when, what; filtered by person, area and days. The company owner's.",
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.readAuditLog] },
  body: auditLogRequestSchema,
  response: auditLogPageSchema,
  loader: 'load',
});

export const readLicenseeAuditLogEndpoint = defineEndpoint({
  id: 'licensee.read-audit-log',
  method: 'POST',
  path: '/api/licensee/read-audit-log',
  summary:
    "What the licensee's staff wrote, newest first, 50 a page (keyset): in the back office (branding, domains, clients, bookings, areas) and in clients as their support; filtered by person, area and days. The licensee admin's.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readAuditLog] },
  body: auditLogRequestSchema,
  response: auditLogPageSchema,
  loader: 'load',
});

export const exportClientAuditLogEndpoint = defineEndpoint({
  id: 'clientdetails.export-audit-log',
  method: 'POST',
  path: '/api/clientdetails/export-audit-log',
  summary: `The entries read-audit-log answers for a filter, all of them (at most ${AUDIT_LOG_EXPORT_MAX_ENTRIES.toLocaleString('en')}, newest first), as an Excel workbook (xlsx) in the caller's language, with the filter on a sheet of its own. The company owner's.`,
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.readAuditLog] },
  body: auditLogExportRequestSchema,
  loader: 'load',
});

export const exportLicenseeAuditLogEndpoint = defineEndpoint({
  id: 'licensee.export-audit-log',
  method: 'POST',
  path: '/api/licensee/export-audit-log',
  summary: `What the licensee's staff wrote, for a filter, all of it (at most ${AUDIT_LOG_EXPORT_MAX_ENTRIES.toLocaleString('en')} entries, newest first), as an Excel workbook (xlsx) in the caller's language. The licensee admin's.`,
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readAuditLog] },
  body: auditLogExportRequestSchema,
  loader: 'load',
});
