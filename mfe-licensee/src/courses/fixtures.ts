import type { LicenseeCourseDetails, LicenseeCourseRow } from '@compliance/shared-contracts/browser';
import { ACME_CLIENT_ROW, DEMO_CLIENT_ROW } from '../clients/fixtures';

const texts = {
  de_DE: { title: 'Brandschutz im Betrieb', category: 'Brandschutz', description: 'Feuer verhüten, Alarm geben, flüchten.' },
  en_GB: { title: 'Fire safety at work', category: 'Fire safety', description: 'Prevent fire, raise the alarm, escape.' },
};

/** A course of the catalog offered to all clients: two versions, two clients. */
export const FIRE_SAFETY_ROW: LicenseeCourseRow = {
  uuid: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
  texts,
  durationMinutes: 20,
  scormVersion: '1.2',
  offeredTo: 'all',
  clientCount: 2,
  versionCount: 2,
  updatedAt: '2026-12-03T10:00:00.000Z',
};

/** The same course as its page reads it: the demo client uses it, Acme holds it untouched. */
export const FIRE_SAFETY: LicenseeCourseDetails = {
  uuid: FIRE_SAFETY_ROW.uuid,
  texts,
  durationMinutes: 20,
  offeredTo: 'all',
  versions: [
    {
      uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      packageTitle: 'Brandschutz 2027',
      scormVersion: '1.2',
      fileCount: 12,
      totalBytes: 2_400_000,
      uploadedAt: '2026-12-03T10:00:00.000Z',
      uploadedBy: 'Leonie Lizenz',
      current: true,
    },
    {
      uuid: '1a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      packageTitle: 'Brandschutz',
      scormVersion: '1.2',
      fileCount: 10,
      totalBytes: 2_000_000,
      uploadedAt: '2026-01-15T08:00:00.000Z',
      uploadedBy: null,
      current: false,
    },
  ],
  clients: [
    { uuid: ACME_CLIENT_ROW.uuid, name: ACME_CLIENT_ROW.name, clientIdentifier: 'acme', offered: true, use: 'offered' },
    { uuid: DEMO_CLIENT_ROW.uuid, name: DEMO_CLIENT_ROW.name, clientIdentifier: 'demo', offered: true, use: 'used' },
  ],
  clientCount: 2,
};
