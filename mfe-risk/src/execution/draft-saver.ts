import { useCallback, useEffect, useRef, useState } from 'react';
import { RISK_EXECUTION_LOCK_SECONDS, type RiskExecution } from '@compliance/shared-contracts/browser';
import { saveRiskDraft } from './api';

/** The member's draft: answers and notes by question id. */
export type RiskDraft = Pick<RiskExecution, 'answers' | 'notes'>;

/** Where the draft stands: kept by the server, on its way, changed since, or refused. */
export type DraftState = 'saved' | 'saving' | 'unsaved' | 'failed';

/** How long after the last change the draft is saved: a pause in typing, not every key. */
export const DRAFT_SAVE_DELAY_MS = 1_000;

/** Saves at half the lock's time keep it while the member reads and thinks (docs/areas/risk-assessments.md). */
export const LOCK_RENEWAL_MS = (RISK_EXECUTION_LOCK_SECONDS * 1_000) / 2;

/** What the page does with the draft beyond saving it as the member goes. */
export interface DraftSaver {
  state: DraftState;
  /** The refusal of the last save (the lock taken by another window, say), until the next succeeds. */
  error: unknown;
  /** Saves now, completing the analysis or giving the lock up; the promise fails with the server's refusal. */
  saveNow: (options: { complete?: boolean; release?: boolean }) => Promise<boolean>;
}

/**
 * Saves the member's draft a moment after each change and at half the lock's time, one save at a
 * time, and gives the lock up with a last save when the page goes away (left for another page,
 * the tab closed), so the analysis opens at once in another window. Inactive once the analysis
 * is completed or the lock is given up.
 */
export function useDraftSaver(executionUuid: string, draft: RiskDraft, active: boolean): DraftSaver {
  const [state, setState] = useState<DraftState>('saved');
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(draft);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const holding = useRef(active);
  const first = useRef(true);
  latest.current = draft;
  holding.current = active;

  const saveNow = useCallback(
    ({ complete = false, release = false }: { complete?: boolean; release?: boolean }) => {
      const run = async () => {
        setState('saving');
        try {
          const completed = await saveRiskDraft({ executionUuid, ...latest.current, complete, release });
          setState('saved');
          setError(null);
          return completed;
        } catch (failure) {
          setState('failed');
          setError(failure);
          throw failure;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [executionUuid],
  );

  // A change: saved after a pause.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (!active) return undefined;
    setState('unsaved');
    const timer = setTimeout(() => void saveNow({}).catch(() => undefined), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, active, saveNow]);

  // The lock: renewed while the page is open.
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => void saveNow({}).catch(() => undefined), LOCK_RENEWAL_MS);
    return () => clearInterval(timer);
  }, [active, saveNow]);

  // Leaving: the last draft saved and the lock given up, by a request that outlives the page.
  useEffect(() => {
    const leave = () => {
      if (!holding.current) return;
      void saveRiskDraft({ executionUuid, ...latest.current, release: true, keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [executionUuid]);

  return { state, error, saveNow };
}
