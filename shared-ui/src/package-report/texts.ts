import type { PackageWarning } from '@compliance/shared-contracts/browser';

// What an uploaded SCORM package holds, in words: both the company owner's upload (the E-Learning
// area) and the licensee's (the back office) show it, and remotes cannot import each other.

interface PackageReportTexts {
  title: string;
  close: string;
  warningsLabel: string;
  activitiesLabel: string;
  hidden: string;
  kinds: { sco: string; asset: string };
  warnings: Record<PackageWarning, string>;
  summary: string;
  lessons_one: string;
  lessons_other: string;
  materials_one: string;
  materials_other: string;
}

const de_DE: PackageReportTexts = {
  title: 'Inhalt des Pakets',
  close: 'Fertig',
  warningsLabel: 'Hinweise zum Paket',
  activitiesLabel: 'Lerneinheiten und Materialien',
  hidden: 'im Inhaltsverzeichnis ausgeblendet',
  kinds: { sco: 'Lerneinheit (SCO)', asset: 'Material' },
  warnings: {
    VersionGuessed: 'Das Paket nennt keine SCORM-Version; sie wurde aus seinen Namensräumen bestimmt.',
    DefaultOrganizationGuessed: 'Das Paket nennt keine Standard-Gliederung; die erste wird abgespielt.',
    OtherOrganizationsIgnored: 'Das Paket hat {{count}} Gliederungen; nur die Standard-Gliederung wird abgespielt.',
    ScormTypeGuessed: 'Eine Ressource nennt keinen SCORM-Typ; sie wird als Lerneinheit (SCO) behandelt.',
    EmptyItemIgnored: 'Ein Eintrag ohne Inhalt wurde ausgelassen.',
    PrerequisitesIgnored: 'Voraussetzungen (SCORM 1.2 prerequisites) werden nicht geprüft; jede Lerneinheit kann gewählt werden.',
  },
  summary: 'SCORM {{version}} mit {{lessons}} und {{materials}}. Der Player bietet sie in dieser Reihenfolge an:',
  lessons_one: '{{count}} Lerneinheit (SCO)',
  lessons_other: '{{count}} Lerneinheiten (SCOs)',
  materials_one: '{{count}} Material',
  materials_other: '{{count}} Materialien',
};

const en_GB: PackageReportTexts = {
  title: 'What the package holds',
  close: 'Done',
  warningsLabel: 'Notes on the package',
  activitiesLabel: 'Lessons and materials',
  hidden: 'hidden from the table of contents',
  kinds: { sco: 'Lesson (SCO)', asset: 'Material' },
  warnings: {
    VersionGuessed: 'The package states no SCORM version; it was taken from its namespaces.',
    DefaultOrganizationGuessed: 'The package names no default organization; the first one plays.',
    OtherOrganizationsIgnored: 'The package has {{count}} organizations; only the default one plays.',
    ScormTypeGuessed: 'A resource states no SCORM type; it is treated as a lesson (SCO).',
    EmptyItemIgnored: 'An item without content was left out.',
    PrerequisitesIgnored: 'Prerequisites (SCORM 1.2) are not checked; every lesson can be chosen.',
  },
  summary: 'SCORM {{version}} with {{lessons}} and {{materials}}. The player offers them in this order:',
  lessons_one: '{{count}} lesson (SCO)',
  lessons_other: '{{count}} lessons (SCOs)',
  materials_one: '{{count}} material',
  materials_other: '{{count}} materials',
};

/** The package report's texts per language, under shared.packageReport. */
export const PACKAGE_REPORT_TRANSLATIONS = {
  de_DE: { shared: { packageReport: de_DE } },
  en_GB: { shared: { packageReport: en_GB } },
} as const;
