// The execution feature's data (docs/adding-an-area.md §4): reading an attempt for
// the player, committing what the content reports, and the attempt's result. Not the
// certificate's reads: their file download would bring the print entry into the player.
import { useState } from 'react';
import useSWR from 'swr';
import {
  readExecutionEndpoint,
  readExecutionOutlineEndpoint,
  readExecutionResultEndpoint,
  saveExecutionEndpoint,
  type ELearningExecution,
} from '@compliance/shared-contracts/browser';
import { apiRequest, useIsFirstView } from '@compliance/shared-ui';
import { readAhead, useReadAheadAtMount } from '@compliance/shared-ui/member-tasks';

const fetchExecution = ([, executionUuid]: readonly [string, string, number]) =>
  apiRequest(readExecutionEndpoint, { body: { executionUuid } });

/** How many times a player has opened on this page: each opening reads under a key of its own. */
let openings = 0;

/**
 * One attempt for the player, read each time the player opens: the content starts from what the
 * server kept, never from an older read (a course left and opened again resumes where its last
 * commit put it), and a running course is never read again under it. A first view opens nothing
 * (the page's code does), so it asks for nothing: each of its rounds would be a new opening.
 */
export function useExecution(executionUuid: string) {
  const [opening] = useState(() => (openings += 1));
  const firstView = useIsFirstView();
  return useSWR(firstView ? null : ([readExecutionEndpoint.path, executionUuid, opening] as const), fetchExecution, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}

const outlineKey = (executionUuid: string) => [readExecutionOutlineEndpoint.path, executionUuid] as const;
const fetchExecutionOutline = ([, executionUuid]: readonly [string, string]) =>
  apiRequest(readExecutionOutlineEndpoint, { body: { executionUuid } });

/**
 * Reads an attempt's outline into the cache ahead of the player's page (the page's start, where
 * the page carries it): the page's first render shows its title and outline, not a title that
 * then changes and moves the page.
 */
export const prefetchExecutionOutline = (executionUuid: string): Promise<void> =>
  readAhead(readExecutionOutlineEndpoint, outlineKey(executionUuid), fetchExecutionOutline);

/**
 * The attempt as it stands, read without opening it (docs/decisions/0022): the player's page shows
 * its title and outline while the opening is read. The page of a member signed in carries it; one
 * read ahead moments ago is not read again as the page mounts.
 */
export function useExecutionOutline(executionUuid: string) {
  const key = outlineKey(executionUuid);
  const readAtMount = useReadAheadAtMount(key);
  return useSWR(key, fetchExecutionOutline, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    ...(readAtMount ? { revalidateOnMount: false } : {}),
  });
}

/** One activity of an attempt, read to launch it: the player's switch to another SCO (it says so itself: no veil over the page). */
export const readExecutionActivity = (executionUuid: string, activityId: string) =>
  apiRequest(readExecutionEndpoint, { body: { executionUuid, activityId }, loaderId: null });

/** Which attempt and activity (SCO) a commit belongs to. */
export interface CommitTarget {
  executionUuid: string;
  activityId: string;
}

/** What a kept commit leaves: the attempt done or not, its activities with their status, and where the learner may go. */
export type SavedCommit = Pick<ELearningExecution, 'completed' | 'activities' | 'navigation'>;

/**
 * Commits an activity's run-time data; the last one (the content terminating) says so, and
 * `keepalive` lets it outlive the page.
 */
export const commitExecution = (
  { executionUuid, activityId }: CommitTarget,
  cmi: Record<string, string>,
  last: boolean,
): Promise<SavedCommit> => apiRequest(saveExecutionEndpoint, { body: { executionUuid, activityId, cmi, last }, keepalive: last });

const fetchExecutionResult = ([, executionUuid]: readonly [string, string]) =>
  apiRequest(readExecutionResultEndpoint, { body: { executionUuid } });

/** The result of an attempt once it met the rule; nothing is read before (`completed` false). */
export const useExecutionResult = (executionUuid: string, completed: boolean) =>
  useSWR(completed ? ([readExecutionResultEndpoint.path, executionUuid] as const) : null, fetchExecutionResult);
