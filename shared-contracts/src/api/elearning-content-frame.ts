// The messages between the player (the app's origin) and the content launcher (the content
// origin, docs/decisions/0009-course-content-on-its-own-origin.md). The launcher runs the SCORM
// runtime next to the course, so the course's calls stay synchronous; the player only hands it the
// data to start from and sends its commits to the API, which holds the session the launcher lacks.
import { SCORM_VERSIONS, type ScormVersionName } from './elearning-values';

/** Marks our messages among whatever else a window receives (extensions, other frames). */
export const CONTENT_FRAME_CHANNEL = 'compliance.scorm-content';

/** The launcher's first word: its runtime is loaded and waits for the attempt's data. */
export interface LauncherReadyMessage {
  channel: typeof CONTENT_FRAME_CHANNEL;
  type: 'ready';
}

/** A commit of the course, flattened as scorm-again hands it over; `last` when the course terminates. */
export interface LauncherCommitMessage {
  channel: typeof CONTENT_FRAME_CHANNEL;
  type: 'commit';
  params: Record<string, unknown>;
  last: boolean;
}

/** The course called LMSFinish / Terminate; a SCORM 2004 course with the navigation request it set (adl.nav.request). */
export interface LauncherFinishedMessage {
  channel: typeof CONTENT_FRAME_CHANNEL;
  type: 'finished';
  navRequest?: string;
}

/**
 * The course has unloaded at the player's `leave`: its `beforeunload` and `unload` ran, and what it
 * sent then came before this; nothing of it follows. The launcher then takes the next launch.
 */
export interface LauncherLeftMessage {
  channel: typeof CONTENT_FRAME_CHANNEL;
  type: 'left';
}

export type LauncherMessage = LauncherReadyMessage | LauncherCommitMessage | LauncherFinishedMessage | LauncherLeftMessage;

/**
 * The player's answer to `ready`: the attempt's SCORM version, the run-time data to start from,
 * and the course's title and the page's language for the frame that holds the course. Sent again
 * once the launcher has `left` an activity, it starts the next one in the same launcher.
 */
export interface PlayerLaunchMessage {
  channel: typeof CONTENT_FRAME_CHANNEL;
  type: 'launch';
  scormVersion: ScormVersionName;
  cmi: Record<string, string>;
  title: string;
  language: string;
  /**
   * The activity's entry file on the content origin (its grant's address); the launcher's own
   * without. The launcher takes only an address among the course files of its own origin.
   */
  entry?: string;
  /** SCORM 2004: the requests the server's sequencing finds valid, for adl.nav.request_valid (docs/decisions/0016). */
  navigation?: LaunchNavigation;
}

/** Which navigation requests are valid at launch: continue, previous, and the activities a choice reaches. */
export interface LaunchNavigation {
  continue: boolean;
  previous: boolean;
  choices: string[];
}

/** The player is left (its exit button): the launcher unloads the course as a closed window would, then says `left`. */
export interface PlayerLeaveMessage {
  channel: typeof CONTENT_FRAME_CHANNEL;
  type: 'leave';
}

/** A language tag as a page's `lang` takes it (de, en-GB). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isLaunchNavigation = (value: unknown): value is LaunchNavigation =>
  isRecord(value) &&
  typeof value.continue === 'boolean' &&
  typeof value.previous === 'boolean' &&
  Array.isArray(value.choices) &&
  value.choices.every((choice) => typeof choice === 'string');

/** Whether `data` is a message of the launcher; anything else a window receives is ignored. */
export function isLauncherMessage(data: unknown): data is LauncherMessage {
  if (!isRecord(data) || data.channel !== CONTENT_FRAME_CHANNEL) return false;
  if (data.type === 'ready' || data.type === 'left') return true;
  if (data.type === 'finished') return data.navRequest === undefined || typeof data.navRequest === 'string';
  return data.type === 'commit' && isRecord(data.params) && typeof data.last === 'boolean';
}

/** Whether `data` is the player's launch message, with text values only. */
export function isPlayerLaunchMessage(data: unknown): data is PlayerLaunchMessage {
  return (
    isRecord(data) &&
    data.channel === CONTENT_FRAME_CHANNEL &&
    data.type === 'launch' &&
    SCORM_VERSIONS.includes(data.scormVersion as ScormVersionName) &&
    isRecord(data.cmi) &&
    Object.values(data.cmi).every((value) => typeof value === 'string') &&
    typeof data.title === 'string' &&
    typeof data.language === 'string' &&
    LANGUAGE_TAG.test(data.language) &&
    (data.navigation === undefined || isLaunchNavigation(data.navigation)) &&
    (data.entry === undefined || typeof data.entry === 'string')
  );
}

/** Whether `data` is the player's leave message. */
export const isPlayerLeaveMessage = (data: unknown): data is PlayerLeaveMessage =>
  isRecord(data) && data.channel === CONTENT_FRAME_CHANNEL && data.type === 'leave';
