import de_DE from '../i18n/audit-log/de_DE.json';
import en_GB from '../i18n/audit-log/en_GB.json';
import { interpolate, lookupTranslation, type TranslationLanguage } from './i18n';

// The audit log's texts and how its details read (docs/areas/audit-log.md), for the browser's view
// (@compliance/shared-ui/audit-log) and the server's export alike, so both name an action and show
// a change in the same words. An entry of its own: the sign-in page's bundles do not carry them.

/** The audit log's texts per language, under `auditLog`. */
export const AUDIT_LOG_TEXTS = { de_DE, en_GB } as const;

/** An audit log text (`auditLog.…`) in a language; a key without text answers `fallback`, or throws without one. */
export function translateAuditLog(
  language: TranslationLanguage,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
  fallback?: string,
): string {
  const template = lookupTranslation(AUDIT_LOG_TEXTS[language], key);
  if (template === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`Missing translation ${language}:${key}`);
  }
  return interpolate(template, values);
}

/** An export's file name: its time (UTC, to the minute), so two exports of a day differ. */
export function auditLogFileName(language: TranslationLanguage, now: Date): string {
  const time = now.toISOString();
  return translateAuditLog(language, 'auditLog.export.fileName', { time: `${time.slice(0, 10)}_${time.slice(11, 16).replace(':', '')}` });
}

/** A recorded value as text: strings as they are, string lists joined, anything else as JSON; nothing as a dash. */
export function shownAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects as dotted names (`theme.light.primary`), so before and after line up field by field. */
function flattened(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isRecord(value)) {
    fields.set(prefix, value);
    return fields;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [name, leaf] of flattened(child, prefix ? `${prefix}.${key}` : key)) fields.set(name, leaf);
  }
  return fields;
}

/** One field a recorded change touched. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What an entry's details say: values recorded as they are, and a before/after pair as the fields that differ. */
export interface AuditDetailsRead {
  /** Recorded values besides a change, by name. */
  values: readonly (readonly [name: string, value: unknown])[];
  /** The fields a before/after pair differs in (none: nothing changed); null when no change was recorded. */
  changes: readonly AuditFieldChange[] | null;
}

/** Reads an entry's details: a `before` and `after` pair as the fields that differ, the rest as name and value. */
export function readAuditDetails(details: Readonly<Record<string, unknown>>): AuditDetailsRead {
  const { before, after, ...rest } = details;
  if (!('before' in details && 'after' in details)) return { values: Object.entries(details), changes: null };
  const beforeFields = flattened(isRecord(before) ? before : { value: before });
  const afterFields = flattened(isRecord(after) ? after : { value: after });
  const changes = [...new Set([...beforeFields.keys(), ...afterFields.keys()])]
    .filter((field) => JSON.stringify(beforeFields.get(field)) !== JSON.stringify(afterFields.get(field)))
    .map((field) => ({ field, before: beforeFields.get(field), after: afterFields.get(field) }));
  return { values: Object.entries(rest), changes };
}
