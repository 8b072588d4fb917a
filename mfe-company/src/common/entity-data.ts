import { type SWRResponse } from 'swr';
import { type BodyInputOf, type EndpointRoute } from '@compliance/shared-contracts/browser';
import { apiRequest, type ApiResult } from '@compliance/shared-ui';
import { useDetailsOf, useWritesClearing, type ServerList, type Writes } from '@compliance/shared-ui/table';

/** The data of one entity feature (docs/adding-an-area.md §4): its list, its details, and the writes that clear both. */
export interface EntityData<R, D extends EndpointRoute, W extends Writes> {
  /** The list the list page renders and a link to it prefetches. */
  list: ServerList<R>;
  /** The first part of an entity's details key; the uuid is the second (DetailsPage). */
  detailsKey: string;
  /** An entity's details through the cache its details page fills; nothing while `uuid` is null. */
  useDetails: (uuid: string | null) => SWRResponse<ApiResult<D>>;
  /** The writes; after success the list and every cached details entry are revalidated. */
  useWrites: () => W;
}

/** What an entity's writes change beyond its own list and details. */
export interface EntityWriteEffects<W extends Writes> {
  /** Further cache keys its writes make stale (say, the member lists). */
  alsoClears?: readonly string[];
  /** Runs after a write succeeded, with the write's name (say, to announce an event). */
  after?: (write: keyof W & string) => void;
}

/** Binds an entity's list, its details endpoint (body `{ uuid }`) and its writes into its feature data. */
export function entityData<R, D extends EndpointRoute, W extends Writes>(
  list: ServerList<R>,
  details: D,
  writes: W,
  { alsoClears = [], after }: EntityWriteEffects<W> = {},
): EntityData<R, D, W> {
  const keys = [list.cacheKey, details.path, ...alsoClears];
  // Every details endpoint of the area takes the entity's uuid and nothing else.
  const fetchDetails = (uuid: string) => apiRequest(details, { body: { uuid } as BodyInputOf<D> });
  return {
    list,
    detailsKey: details.path,
    useDetails: (uuid) => useDetailsOf(details.path, fetchDetails, uuid),
    useWrites: () => useWritesClearing(keys, writes, after),
  };
}
