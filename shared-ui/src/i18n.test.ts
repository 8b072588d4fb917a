import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUDIT_AREAS,
  COMMON_TRANSLATIONS,
  lookupTranslation,
  PACKAGE_ACTIVITY_KINDS,
  PACKAGE_WARNINGS,
} from '@compliance/shared-contracts';
import { SHARED_TRANSLATIONS } from '@compliance/shared-ui/testing';
import { MEMBER_TASK_STATUSES } from '@compliance/shared-ui/page';
import { AUDIT_LOG_TRANSLATIONS } from '@compliance/shared-ui/audit-log';
import { PACKAGE_REPORT_TRANSLATIONS } from '@compliance/shared-ui/package-report';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The texts of shared-ui's core and of the entries that bring their own (audit log, package report), per language. */
const ALL_SHARED = {
  de_DE: {
    shared: {
      ...SHARED_TRANSLATIONS.de_DE.shared,
      ...AUDIT_LOG_TRANSLATIONS.de_DE.shared,
      ...PACKAGE_REPORT_TRANSLATIONS.de_DE.shared,
    },
  },
  en_GB: {
    shared: {
      ...SHARED_TRANSLATIONS.en_GB.shared,
      ...AUDIT_LOG_TRANSLATIONS.en_GB.shared,
      ...PACKAGE_REPORT_TRANSLATIONS.en_GB.shared,
    },
  },
};

describe('shared-ui translations', () => {
  it('has the same keys in de_DE and en_GB, all under shared.*', () => {
    const german = leafKeys(ALL_SHARED.de_DE).sort();
    expect(leafKeys(ALL_SHARED.en_GB).sort()).toEqual(german);
    expect(german.every((key) => key.startsWith('shared.'))).toBe(true);
  });

  it('has every key the components use, with no empty text', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(__dirname)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'((?:shared|common)\.[A-Za-z0-9_.]+)'/g)) used.add(match[1] as string);
    }
    // Keys built at run time from a fixed set of values.
    for (const state of ['load', 'save', 'logIn']) used.add(`shared.loader.${state}`);
    for (const type of ['success', 'info', 'warning', 'danger']) used.add(`shared.toast.titles.${type}`);
    for (const status of ['selected', 'uploading', 'done', 'error']) used.add(`shared.fileUpload.status.${status}`);
    for (const reason of ['invalidFileFormat', 'invalidFileSize', 'uploadError']) used.add(`shared.fileUpload.errors.${reason}`);
    for (const status of ['active', 'inactive']) used.add(`shared.taskSchedule.statuses.${status}`);
    for (const status of MEMBER_TASK_STATUSES) used.add(`shared.memberTask.statuses.${status}`);
    for (const area of AUDIT_AREAS) used.add(`shared.auditLog.areas.${area}`);
    for (const actingAs of ['member', 'support', 'backOffice', 'system']) used.add(`shared.auditLog.actingAs.${actingAs}`);
    for (const kind of PACKAGE_ACTIVITY_KINDS) used.add(`shared.packageReport.kinds.${kind}`);
    for (const warning of PACKAGE_WARNINGS) used.add(`shared.packageReport.warnings.${warning}`);
    // Counted texts: i18next picks the plural form.
    for (const counted of [
      'taskSchedule.buffer.weeks',
      'taskSchedule.buffer.months',
      'taskSchedule.interval.months',
      'packageReport.lessons',
      'packageReport.materials',
      'typeahead.maxSelections',
      'riskMatrix.risksInCell',
    ]) {
      used.delete(`shared.${counted}`);
      for (const form of ['one', 'other']) used.add(`shared.${counted}_${form}`);
    }

    for (const language of ['de_DE', 'en_GB'] as const) {
      for (const key of used) {
        const tree = key.startsWith('shared.') ? ALL_SHARED[language] : COMMON_TRANSLATIONS[language];
        const text = lookupTranslation(tree, key);
        if (key.startsWith('common.errorCodes.') || key.startsWith('common.errorReasons.') || key.startsWith('common.validation.'))
          continue;
        expect([language, key, text === undefined || text === '' ? 'missing' : 'ok']).toEqual([language, key, 'ok']);
      }
    }
  });
});
