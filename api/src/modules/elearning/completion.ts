import type { CompletionRule, ScormVersionName } from '@compliance/shared-contracts';

// When is an E-Learning done (docs/product.md §3, issue 14)? The content reports its state in
// the SCORM run-time data (CMI); the two versions say it differently, and the client's completion
// rule decides which part counts. The rules below follow the run-time environment books:
// SCORM 1.2 RTE §3.4.4 (cmi.core.lesson_status, mastery score) and SCORM 2004 4th ed. RTE §4.2.4
// and §4.2.22 (completion and success status, completion threshold, scaled passing score).

/** The CMI data of an attempt, flattened: `{ 'cmi.core.lesson_status': 'passed', … }`. */
export type CmiValues = Readonly<Record<string, string | number | undefined>>;

/** What an attempt's CMI data says, the same for both versions. */
export interface AttemptOutcome {
  /** The learner went through the content. */
  completed: boolean;
  /** Whether the learner passed; null when the content does not judge. */
  passed: boolean | null;
  /** The score in percent (0–100), null when the content reported none. */
  scorePercent: number | null;
}

const numberOf = (value: string | number | undefined): number | null => {
  if (value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

const clampPercent = (value: number): number => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;

/** A raw score within min and max (both optional, 0–100 when absent) in percent. */
function rawPercent(raw: number | null, min: number | null, max: number | null): number | null {
  if (raw === null) return null;
  const low = min ?? 0;
  const high = max ?? 100;
  return high > low ? clampPercent(((raw - low) / (high - low)) * 100) : clampPercent(raw);
}

/**
 * A score element group (`….score.scaled`, `raw`, `min`, `max` under `prefix`) in percent: the
 * scaled score where there is one (SCORM 2004), else the raw score within min and max; null when
 * the content reported none.
 */
export function scorePercentOf(cmi: CmiValues, prefix: string): number | null {
  const scaled = numberOf(cmi[`${prefix}.scaled`]);
  if (scaled !== null) return clampPercent(scaled * 100);
  return rawPercent(numberOf(cmi[`${prefix}.raw`]), numberOf(cmi[`${prefix}.min`]), numberOf(cmi[`${prefix}.max`]));
}

/** SCORM 1.2 statuses that say the learner finished the content. */
const FINISHED_12 = ['passed', 'failed', 'completed'];

/**
 * SCORM 1.2: one lesson status for both. passed and failed mean the learner finished (failed is
 * not "incomplete"); browsed is a look without credit. Once finished, a mastery score from the
 * manifest and a raw score decide passed or failed, whatever the content set; an unfinished
 * attempt is never judged.
 */
function outcome12(cmi: CmiValues): AttemptOutcome {
  const raw = numberOf(cmi['cmi.core.score.raw']);
  const scorePercent = scorePercentOf(cmi, 'cmi.core.score');
  const mastery = numberOf(cmi['cmi.student_data.mastery_score']);
  const status = String(cmi['cmi.core.lesson_status'] ?? 'not attempted');
  if (mastery !== null && raw !== null && FINISHED_12.includes(status)) {
    return { completed: true, passed: raw >= mastery, scorePercent };
  }
  switch (status) {
    case 'passed':
      return { completed: true, passed: true, scorePercent };
    case 'failed':
      return { completed: true, passed: false, scorePercent };
    case 'completed':
      return { completed: true, passed: null, scorePercent };
    default:
      return { completed: false, passed: null, scorePercent };
  }
}

/**
 * SCORM 2004: completion and success apart. A completion threshold from the manifest makes the
 * progress measure decide completion (unknown without one); a scaled passing score makes the
 * scaled score decide success (unknown without one).
 */
function outcome2004(cmi: CmiValues): AttemptOutcome {
  const scaled = numberOf(cmi['cmi.score.scaled']);
  const scorePercent = scorePercentOf(cmi, 'cmi.score');
  const threshold = numberOf(cmi['cmi.completion_threshold']);
  const progress = numberOf(cmi['cmi.progress_measure']);
  const completed = threshold !== null ? progress !== null && progress >= threshold : cmi['cmi.completion_status'] === 'completed';
  const passingScore = numberOf(cmi['cmi.scaled_passing_score']);
  const success = String(cmi['cmi.success_status'] ?? 'unknown');
  const reported = success === 'passed' ? true : success === 'failed' ? false : null;
  const passed = passingScore === null ? reported : scaled === null ? null : scaled >= passingScore;
  return { completed, passed, scorePercent };
}

/** What an attempt's CMI data says: completed, passed (or not judged) and the score in percent. */
export function attemptOutcome(version: ScormVersionName, cmi: CmiValues): AttemptOutcome {
  return version === '1.2' ? outcome12(cmi) : outcome2004(cmi);
}

/**
 * Whether an attempt fulfils an E-Learning's completion rule. A minimum score replaces the
 * course's own pass mark once the attempt is finished or judged: with a score reported, the
 * score decides; without one, the course's own judgement stands. An attempt neither finished
 * nor judged never passes, whatever its score so far.
 */
export function meetsCompletionRule(outcome: AttemptOutcome, rule: CompletionRule, minScore: number | null): boolean {
  const judged = outcome.completed || outcome.passed !== null;
  const passed = minScore !== null && outcome.scorePercent !== null && judged ? outcome.scorePercent >= minScore : outcome.passed === true;
  switch (rule) {
    case 'completed':
      return outcome.completed;
    case 'passed':
      return passed;
    case 'completed-and-passed':
      return outcome.completed && passed;
  }
}

/** What one of a SCO's objectives says: satisfied (null: unknown) and its scaled score (null: none). */
export interface ObjectiveOutcome {
  satisfied: boolean | null;
  measure: number | null;
}

const OBJECTIVE_ID = /^cmi\.objectives\.(\d+)\.id$/;

/**
 * A SCORM 2004 SCO's objectives by identifier (RTE §4.2.17: success status and scaled score), as
 * sequencing reads them; a SCORM 1.2 course is not sequenced and keeps none.
 */
export function objectiveOutcomes(version: ScormVersionName, cmi: CmiValues): Record<string, ObjectiveOutcome> {
  if (version === '1.2') return {};
  const outcomes: Record<string, ObjectiveOutcome> = {};
  for (const [name, id] of Object.entries(cmi)) {
    const index = OBJECTIVE_ID.exec(name)?.[1];
    if (index === undefined || typeof id !== 'string' || id === '') continue;
    const success = cmi[`cmi.objectives.${index}.success_status`];
    outcomes[id] = {
      satisfied: success === 'passed' ? true : success === 'failed' ? false : null,
      measure: numberOf(cmi[`cmi.objectives.${index}.score.scaled`]),
    };
  }
  return outcomes;
}
