// The settings feature's data (docs/adding-an-area.md §4): an assessment's task settings through
// the cache, and their one write, which also changes the status the catalog and details show.
import { readRiskAssessmentSettingsEndpoint, saveRiskAssessmentSettingsEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { useDetailsOf, useWritesClearing } from '@compliance/shared-ui/table';
import { RISK_CATALOG } from '../catalog/api';

const SETTINGS_KEY = readRiskAssessmentSettingsEndpoint.path;

const fetchSettings = (riskAssessmentTaskUuid: string) =>
  apiRequest(readRiskAssessmentSettingsEndpoint, { body: { riskAssessmentTaskUuid } });

/** An assessment's task settings. */
export const useRiskSettings = (uuid: string) => useDetailsOf(SETTINGS_KEY, fetchSettings, uuid);

const SETTINGS_WRITES = { save: formWrite(saveRiskAssessmentSettingsEndpoint) };

/**
 * Saving the settings; after success the settings and the catalog (which shows the status) are
 * read again. Not the details: clearing them would unmount the open tab while they load.
 */
export function useRiskSettingsWrites(): typeof SETTINGS_WRITES {
  return useWritesClearing([SETTINGS_KEY, RISK_CATALOG.cacheKey], SETTINGS_WRITES);
}
