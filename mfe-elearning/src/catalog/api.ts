// The catalog feature's data (docs/adding-an-area.md §4): the client's E-Learnings as a server
// list, and one E-Learning's details through the cache its details page fills.
import { readCatalogEndpoint, readELearningDetailsEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { serverList, useDetailsOf } from '@compliance/shared-ui/table';

/** The catalog: the page renders it, a sidebar click prefetches it. */
export const ELEARNING_CATALOG = serverList(readCatalogEndpoint, 'elearning-catalog', { sortBy: 'title', sortDirection: 'asc' });

/** The first part of an E-Learning's details key; the uuid is the second. */
export const ELEARNING_DETAILS_KEY = readELearningDetailsEndpoint.path;

const fetchELearning = (elearningUuid: string) => apiRequest(readELearningDetailsEndpoint, { body: { elearningUuid } });

/** One E-Learning of the client (title, texts, status); nothing while `uuid` is null. */
export const useELearning = (uuid: string | null) => useDetailsOf(ELEARNING_DETAILS_KEY, fetchELearning, uuid);
