// The settings feature's data (docs/adding-an-area.md §4): an E-Learning's task settings through
// the cache, and their one write, which also changes the status the catalog and details show.
import { readELearningSettingsEndpoint, saveELearningSettingsEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { useDetailsOf, useWritesClearing } from '@compliance/shared-ui/table';
import { ELEARNING_CATALOG } from '../catalog/api';

const SETTINGS_KEY = readELearningSettingsEndpoint.path;

const fetchSettings = (elearningUuid: string) => apiRequest(readELearningSettingsEndpoint, { body: { elearningUuid } });

/** An E-Learning's task settings. */
export const useELearningSettings = (uuid: string) => useDetailsOf(SETTINGS_KEY, fetchSettings, uuid);

const SETTINGS_WRITES = { save: formWrite(saveELearningSettingsEndpoint) };

/**
 * Saving the settings; after success the settings and the catalog (which shows the status) are
 * read again. Not the details: clearing them would unmount the open tab while they load.
 */
export function useSettingsWrites(): typeof SETTINGS_WRITES {
  return useWritesClearing([SETTINGS_KEY, ELEARNING_CATALOG.cacheKey], SETTINGS_WRITES);
}
