import type { ScormVersionName } from '@compliance/shared-contracts';

// The run-time data a new session of an attempt starts from (executions.ts's launch): what the
// content stored, less what is the LMS's to set, or the books' initial values.

/**
 * What of the stored run-time data is not handed back: the elements the LMS sets at each launch
 * (learner, mode, credit, entry, the manifest's values), those the content writes but never reads
 * (exit, session time), and the counts and lists the runtime derives. Everything else the content
 * stored comes back as it left it (SCORM 1.2 RTE §3.4, 2004 RTE §4.2): location, status, scores,
 * suspend data, total time, objectives, interactions (1.2's are write-only, but loaded they keep
 * their numbering, so a later session appends instead of overwriting), preferences and comments.
 */
const NOT_RESUMED: Readonly<Record<ScormVersionName, RegExp>> = {
  '1.2':
    /^cmi\.(core\.(student_id|student_name|credit|entry|lesson_mode|exit|session_time)|launch_data|comments_from_lms|student_data\..+)$|\._(count|children|version)$/,
  '2004':
    /^cmi\.(learner_id|learner_name|credit|mode|entry|exit|session_time|launch_data|completion_threshold|scaled_passing_score|max_time_allowed|time_limit_action|comments_from_lms\..+)$|^adl\.|\._(count|children|version)$/,
};

/**
 * Initial values as the RTE books state them, where the runtime would start otherwise: SCORM 1.2's
 * total time is zero, 0000:00:00 (RTE §3.4.4), not empty. (The launcher empties the score's
 * maximum: the runtime skips empty values it is handed.)
 */
export const INITIAL_RUN_TIME_DATA: Readonly<Record<ScormVersionName, Readonly<Record<string, string>>>> = {
  '1.2': { 'cmi.core.total_time': '0000:00:00' },
  '2004': {},
};

/** The stored run-time data a new session is handed back (NOT_RESUMED leaves out the rest). */
export function storedRunTimeData(
  version: ScormVersionName,
  cmi: Readonly<Record<string, string | number | undefined>>,
): Record<string, string> {
  const notResumed = NOT_RESUMED[version];
  return Object.fromEntries(
    Object.entries(cmi).flatMap(([name, value]) => (notResumed.test(name) || value === undefined ? [] : [[name, String(value)]])),
  );
}
