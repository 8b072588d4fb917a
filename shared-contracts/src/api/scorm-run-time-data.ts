import type { ScormVersionName } from './elearning-values';

/*
 * The SCORM run-time data model as the LMS keeps it: which elements a version has, what each may
 * hold (SCORM 1.2 RTE §3.4; SCORM 2004 4th Edition RTE §4.2), and how many entries a collection
 * keeps. A commit with anything else is refused, so one attempt never grows beyond what a course
 * can legitimately write (docs/product.md §5).
 */

/** What one element may hold: text up to `maxLength`, one of `vocabulary`, or a decimal number. */
type ElementRule =
  | { kind: 'text'; maxLength: number }
  | { kind: 'vocabulary'; values: readonly string[] }
  | { kind: 'decimal' }
  | { kind: 'decimalOrVocabulary'; values: readonly string[] };

const text = (maxLength: number): ElementRule => ({ kind: 'text', maxLength });
const vocabulary = (...values: string[]): ElementRule => ({ kind: 'vocabulary', values: ['', ...values] });
const DECIMAL: ElementRule = { kind: 'decimal' };
/** A time, timestamp or time interval: its longest spelling (ISO 8601 with fractions and zone) is far shorter. */
const TIME = text(64);

const STATUS_12 = vocabulary('passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted');
const COMPLETION_2004 = vocabulary('completed', 'incomplete', 'not attempted', 'unknown');
const SUCCESS_2004 = vocabulary('passed', 'failed', 'unknown');
const TIME_LIMIT_ACTIONS = vocabulary('exit,message', 'exit,no message', 'continue,message', 'continue,no message');

/** SCORM 1.2 (RTE §3.4): CMIString255 and CMIString4096 where the book gives no vocabulary. */
const SCORM_12: Readonly<Record<string, ElementRule>> = {
  'cmi.core.student_id': text(255),
  'cmi.core.student_name': text(255),
  'cmi.core.lesson_location': text(255),
  'cmi.core.credit': vocabulary('credit', 'no-credit'),
  'cmi.core.lesson_status': STATUS_12,
  'cmi.core.entry': vocabulary('ab-initio', 'resume'),
  'cmi.core.score.raw': DECIMAL,
  'cmi.core.score.min': DECIMAL,
  'cmi.core.score.max': DECIMAL,
  'cmi.core.total_time': TIME,
  'cmi.core.lesson_mode': vocabulary('browse', 'normal', 'review'),
  'cmi.core.exit': vocabulary('time-out', 'suspend', 'logout'),
  'cmi.core.session_time': TIME,
  'cmi.suspend_data': text(4096),
  'cmi.launch_data': text(4096),
  'cmi.comments': text(4096),
  'cmi.comments_from_lms': text(4096),
  'cmi.objectives.n.id': text(255),
  'cmi.objectives.n.score.raw': DECIMAL,
  'cmi.objectives.n.score.min': DECIMAL,
  'cmi.objectives.n.score.max': DECIMAL,
  'cmi.objectives.n.status': STATUS_12,
  'cmi.student_data.mastery_score': DECIMAL,
  'cmi.student_data.max_time_allowed': TIME,
  'cmi.student_data.time_limit_action': TIME_LIMIT_ACTIONS,
  'cmi.student_preference.audio': DECIMAL,
  'cmi.student_preference.language': text(255),
  'cmi.student_preference.speed': DECIMAL,
  'cmi.student_preference.text': DECIMAL,
  'cmi.interactions.n.id': text(255),
  'cmi.interactions.n.objectives.n.id': text(255),
  'cmi.interactions.n.time': TIME,
  'cmi.interactions.n.type': vocabulary('true-false', 'choice', 'fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric'),
  'cmi.interactions.n.correct_responses.n.pattern': text(255),
  'cmi.interactions.n.weighting': DECIMAL,
  'cmi.interactions.n.student_response': text(255),
  'cmi.interactions.n.result': { kind: 'decimalOrVocabulary', values: ['', 'correct', 'wrong', 'unanticipated', 'neutral'] },
  'cmi.interactions.n.latency': TIME,
};

/**
 * SCORM 2004 4th Edition (RTE §4.2): the smallest permitted maximum of each characterstring
 * (4,000 for identifiers and responses, 64,000 for suspend data), and the navigation request.
 */
const SCORM_2004: Readonly<Record<string, ElementRule>> = {
  'cmi.comments_from_learner.n.comment': text(4000),
  'cmi.comments_from_learner.n.location': text(250),
  'cmi.comments_from_learner.n.timestamp': TIME,
  'cmi.comments_from_lms.n.comment': text(4000),
  'cmi.comments_from_lms.n.location': text(250),
  'cmi.comments_from_lms.n.timestamp': TIME,
  'cmi.completion_status': COMPLETION_2004,
  'cmi.completion_threshold': DECIMAL,
  'cmi.credit': vocabulary('credit', 'no-credit'),
  'cmi.entry': vocabulary('ab-initio', 'resume'),
  'cmi.exit': vocabulary('time-out', 'suspend', 'logout', 'normal'),
  'cmi.interactions.n.id': text(4000),
  'cmi.interactions.n.type': vocabulary(
    'true-false',
    'choice',
    'fill-in',
    'long-fill-in',
    'likert',
    'matching',
    'performance',
    'sequencing',
    'numeric',
    'other',
  ),
  'cmi.interactions.n.objectives.n.id': text(4000),
  'cmi.interactions.n.timestamp': TIME,
  'cmi.interactions.n.correct_responses.n.pattern': text(4000),
  'cmi.interactions.n.weighting': DECIMAL,
  'cmi.interactions.n.learner_response': text(4000),
  'cmi.interactions.n.result': { kind: 'decimalOrVocabulary', values: ['', 'correct', 'incorrect', 'unanticipated', 'neutral'] },
  'cmi.interactions.n.latency': TIME,
  'cmi.interactions.n.description': text(250),
  'cmi.launch_data': text(4000),
  'cmi.learner_id': text(4000),
  'cmi.learner_name': text(250),
  'cmi.learner_preference.audio_level': DECIMAL,
  'cmi.learner_preference.language': text(250),
  'cmi.learner_preference.delivery_speed': DECIMAL,
  'cmi.learner_preference.audio_captioning': vocabulary('-1', '0', '1'),
  'cmi.location': text(1000),
  'cmi.max_time_allowed': TIME,
  'cmi.mode': vocabulary('browse', 'normal', 'review'),
  'cmi.objectives.n.id': text(4000),
  'cmi.objectives.n.score.scaled': DECIMAL,
  'cmi.objectives.n.score.raw': DECIMAL,
  'cmi.objectives.n.score.min': DECIMAL,
  'cmi.objectives.n.score.max': DECIMAL,
  'cmi.objectives.n.success_status': SUCCESS_2004,
  'cmi.objectives.n.completion_status': COMPLETION_2004,
  'cmi.objectives.n.progress_measure': DECIMAL,
  'cmi.objectives.n.description': text(250),
  'cmi.progress_measure': DECIMAL,
  'cmi.scaled_passing_score': DECIMAL,
  'cmi.score.scaled': DECIMAL,
  'cmi.score.raw': DECIMAL,
  'cmi.score.min': DECIMAL,
  'cmi.score.max': DECIMAL,
  'cmi.session_time': TIME,
  'cmi.success_status': SUCCESS_2004,
  'cmi.suspend_data': text(64_000),
  'cmi.time_limit_action': TIME_LIMIT_ACTIONS,
  'cmi.total_time': TIME,
  'adl.nav.request': text(4000),
  'adl.data.n.id': text(4000),
  'adl.data.n.store': text(64_000),
};

const DATA_MODELS: Readonly<Record<ScormVersionName, Readonly<Record<string, ElementRule>>>> = { '1.2': SCORM_12, '2004': SCORM_2004 };

/**
 * How many entries a collection keeps, by its name with indices as `n`: SCORM 2004's smallest
 * permitted maximum (250 interactions and comments, 100 objectives), and room for the nested
 * lists that the book leaves to the interaction type (10 correct responses for most types) and
 * for the shared data stores a manifest declares (adl.data).
 */
export const CMI_COLLECTION_LIMITS: Readonly<Record<string, number>> = {
  'cmi.interactions': 250,
  'cmi.objectives': 100,
  'cmi.comments_from_learner': 250,
  'cmi.comments_from_lms': 250,
  'cmi.interactions.n.objectives': 36,
  'cmi.interactions.n.correct_responses': 36,
  'adl.data': 100,
};

/** What all run-time data of one attempt may take, in UTF-16 code units of names and values. */
export const CMI_ATTEMPT_MAX_LENGTH = 1_000_000;

/**
 * The largest commit (save-execution's body) in bytes: an attempt's whole run-time data, each
 * element's name and JSON's quotes fit twice over; more is refused unparsed.
 */
export const CMI_COMMIT_MAX_BYTES = 2 * 1024 * 1024;

const DECIMAL_PATTERN = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Why one element of a commit is refused. */
export type CmiRefusal = 'unknown' | 'tooLong' | 'notInVocabulary' | 'notDecimal' | 'tooManyEntries';

/** The element's name with each index as `n` (`cmi.interactions.3.id` → `cmi.interactions.n.id`), and the indices. */
function generalName(name: string): { general: string; indices: number[] } {
  const indices: number[] = [];
  const general = name.replace(/\.(\d{1,6})(?=\.)/g, (_match, index: string) => {
    indices.push(Number(index));
    return '.n';
  });
  return { general, indices };
}

/** The collection an index of `general` counts in: its name up to that index. */
function collectionsOf(general: string): string[] {
  const parts = general.split('.');
  return parts.flatMap((part, position) => (part === 'n' ? [parts.slice(0, position).join('.')] : []));
}

/** Why SCORM `version` refuses `value` for element `name`, or null when it holds. */
export function cmiElementRefusal(version: ScormVersionName, name: string, value: string): CmiRefusal | null {
  const { general, indices } = generalName(name);
  const rule = DATA_MODELS[version][general];
  if (!rule) return 'unknown';
  const collections = collectionsOf(general);
  if (collections.some((collection, position) => (indices[position] ?? 0) >= (CMI_COLLECTION_LIMITS[collection] ?? 0)))
    return 'tooManyEntries';
  switch (rule.kind) {
    case 'text':
      return value.length <= rule.maxLength ? null : 'tooLong';
    case 'vocabulary':
      return rule.values.includes(value) ? null : 'notInVocabulary';
    case 'decimal':
      return value === '' || DECIMAL_PATTERN.test(value) ? null : 'notDecimal';
    case 'decimalOrVocabulary':
      return rule.values.includes(value) || DECIMAL_PATTERN.test(value) ? null : 'notInVocabulary';
  }
}

/** The elements of a commit that SCORM `version` refuses, with why; empty when all hold. */
export function refusedCmiElements(version: ScormVersionName, values: Readonly<Record<string, string>>): Record<string, CmiRefusal> {
  const refused: Record<string, CmiRefusal> = {};
  for (const [name, value] of Object.entries(values)) {
    const refusal = cmiElementRefusal(version, name, value);
    if (refusal) refused[name] = refusal;
  }
  return refused;
}

/** The length all run-time data of an attempt takes, in the unit of {@link CMI_ATTEMPT_MAX_LENGTH}. */
export function cmiLength(values: Readonly<Record<string, unknown>>): number {
  let length = 0;
  for (const [name, value] of Object.entries(values)) length += name.length + String(value).length;
  return length;
}
