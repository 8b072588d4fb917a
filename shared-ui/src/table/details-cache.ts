import useSWR, { type SWRResponse } from 'swr';

/**
 * An entity's details under the key `[detailsKey, uuid]`, which the feature's writes clear
 * (useWritesClearing); nothing while `uuid` is null. A failed read stays failed until the
 * page is opened again.
 */
export function useDetailsOf<E>(detailsKey: string, fetchDetails: (uuid: string) => Promise<E>, uuid: string | null): SWRResponse<E> {
  return useSWR(uuid === null ? null : ([detailsKey, uuid] as const), ([, id]) => fetchDetails(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
