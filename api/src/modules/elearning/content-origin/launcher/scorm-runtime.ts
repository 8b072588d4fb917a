// The SCORM runtime the course talks to (scorm-again), one chunk per version: the 2004 runtime
// is five times the 1.2 one, and a course needs only its own.
import type { IHttpService, ResultObject, Scorm12API, Scorm2004API, Settings } from 'scorm-again';
import type { LaunchNavigation, PlayerLaunchMessage } from '@compliance/shared-contracts/content-frame';

type ScormVersionName = PlayerLaunchMessage['scormVersion'];

/** The part of scorm-again's API object the launcher uses. */
export interface ScormRuntime {
  loadFromFlattenedJSON(json: Record<string, string>, CMIElement?: string): void;
  on(listenerName: string, callback: (...args: unknown[]) => void): void;
  /** SCORM 2004's navigation request the content set (adl.nav.request); undefined for SCORM 1.2. */
  navigationRequest(): string | undefined;
  /** Commits a session the content left open (initialized, never terminated), as its own Commit would; nothing otherwise. */
  commitOpenSession(): void;
}

/** The window names content looks for: API (SCORM 1.2), API_1484_11 (SCORM 2004). */
export const API_NAMES: Readonly<Record<ScormVersionName, 'API' | 'API_1484_11'>> = { '1.2': 'API', '2004': 'API_1484_11' };
/** The events that end a session of the content. */
export const FINISH_EVENTS: Readonly<Record<ScormVersionName, string>> = { '1.2': 'LMSFinish', '2004': 'Terminate' };

/**
 * A runtime for the version whose commits go to `commit` (last: the content is terminating).
 * Commits are answered as accepted at once: SCORM calls are synchronous, the network is not.
 */
export async function createScormRuntime(
  version: ScormVersionName,
  commit: (params: unknown, last: boolean) => void,
  navigation?: LaunchNavigation,
): Promise<ScormRuntime> {
  const accepted: ResultObject = { result: 'true', errorCode: 0 };
  const service: IHttpService = {
    processHttpRequest: (_url, params, immediate, _log, _listeners, metadata) => {
      commit(params, immediate || metadata?.isTerminateCommit === true);
      return accepted;
    },
    updateSettings: () => undefined,
  };
  const settings: Settings = {
    // Any address: the service above sends, not scorm-again.
    lmsCommitUrl: 'save-execution',
    dataCommitFormat: 'flattened',
    autocommit: true,
    autocommitSeconds: 10,
    // The LMS keeps the attempt's total time (RTE 3.4.2.1.13 / 4.2.28): every commit carries the
    // total handed over at launch plus this session's time, so a session that ends without a
    // terminating commit (a closed tab) still counts up to its last commit.
    alwaysSendTotalTime: true,
    // The session's time as the runtime measures it from Initialize, not only what the content
    // reports: much content never sets session_time, and the admins' time spent (and its mark of a
    // quick completion) would read nought for it.
    selfReportSessionTime: true,
    // The server judges the attempt by the E-Learning's rule; the runtime reports what the content set.
    mastery_override: false,
    logLevel: 'NONE',
  };
  // scorm-again's types name a default export; its builds export the class by name (the ES
  // module `export { Scorm12API }`, the script build `this.Scorm12API`).
  if (version === '1.2') {
    const runtime = (await import('scorm-again/scorm12')) as unknown as { Scorm12API: typeof Scorm12API };
    const api = new runtime.Scorm12API(settings, service);
    // The score's maximum is empty until the content sets one (RTE 1.2 §3.4.4); the runtime's
    // default of 100 would be committed as if the course had said so. Stored data loads over it.
    api.cmi.core.score.max = '';
    return Object.assign(api, {
      navigationRequest: () => undefined,
      commitOpenSession: () => void (api.isInitialized() && api.LMSCommit('')),
    });
  }
  const runtime = (await import('scorm-again/scorm2004')) as unknown as { Scorm2004API: typeof Scorm2004API };
  // The server sequences (docs/decisions/0016): the requests it found valid are what the content
  // reads as adl.nav.request_valid; without them, the book's "unknown".
  const api = new runtime.Scorm2004API(
    navigation ? { ...settings, scoItemIdValidator: (target: string) => navigation.choices.includes(target) } : settings,
    service,
  );
  if (navigation) {
    api.adl.nav.request_valid.continue = navigation.continue ? 'true' : 'false';
    api.adl.nav.request_valid.previous = navigation.previous ? 'true' : 'false';
  }
  return Object.assign(api, {
    navigationRequest: () => api.adl.nav.request,
    commitOpenSession: () => void (api.isInitialized() && api.Commit('')),
  });
}
