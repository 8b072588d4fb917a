import type {
  AttemptInteraction,
  AttemptObjective,
  ObjectiveCompletionStatus,
  ObjectiveSuccessStatus,
  ScormVersionName,
} from '@compliance/shared-contracts';
import { scorePercentOf, type CmiValues } from './completion';
import { scormTimeSeconds } from './time-spent';

// What an admin reads of a SCO's run-time data (issue 70, "an attempt as an admin sees it", as
// Moodle's and ILIAS's attempt reports show it): its objectives and interactions, the two
// versions' element names and vocabularies read into one shape.

/** The entries of an indexed collection (`cmi.<name>.n.<field>`), in the order of n: each one's n and fields by name. */
function collection(cmi: CmiValues, name: 'objectives' | 'interactions'): { index: number; fields: Map<string, string> }[] {
  const pattern = new RegExp(`^cmi\\.${name}\\.(\\d+)\\.(.+)$`);
  const entries = new Map<number, Map<string, string>>();
  for (const [element, value] of Object.entries(cmi)) {
    const match = pattern.exec(element);
    if (!match || value === undefined) continue;
    const index = Number(match[1]);
    const fields = entries.get(index) ?? new Map<string, string>();
    fields.set(match[2]!, String(value));
    entries.set(index, fields);
  }
  return [...entries].sort(([a], [b]) => a - b).map(([index, fields]) => ({ index, fields }));
}

const text = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/** SCORM 1.2's one objective status (RTE §3.4.4's vocabulary) as 2004's completion and success. */
function statuses12(status: string | undefined): { completionStatus: ObjectiveCompletionStatus; successStatus: ObjectiveSuccessStatus } {
  switch (status) {
    case 'passed':
      return { completionStatus: 'completed', successStatus: 'passed' };
    case 'failed':
      return { completionStatus: 'completed', successStatus: 'failed' };
    case 'completed':
      return { completionStatus: 'completed', successStatus: 'unknown' };
    case 'incomplete':
    case 'browsed':
      return { completionStatus: 'incomplete', successStatus: 'unknown' };
    case 'not attempted':
      return { completionStatus: 'not-attempted', successStatus: 'unknown' };
    default:
      return { completionStatus: 'unknown', successStatus: 'unknown' };
  }
}

const COMPLETION_2004: Readonly<Record<string, ObjectiveCompletionStatus>> = {
  completed: 'completed',
  incomplete: 'incomplete',
  'not attempted': 'not-attempted',
};

/** A SCO's objectives as its run-time data states them; entries without an identifier are left out. */
export function attemptObjectives(version: ScormVersionName, cmi: CmiValues): AttemptObjective[] {
  return collection(cmi, 'objectives').flatMap(({ index, fields }) => {
    const id = text(fields.get('id'));
    if (id === null) return [];
    const success = fields.get('success_status');
    const statuses: Pick<AttemptObjective, 'completionStatus' | 'successStatus'> =
      version === '1.2'
        ? statuses12(fields.get('status'))
        : {
            completionStatus: COMPLETION_2004[fields.get('completion_status') ?? ''] ?? 'unknown',
            successStatus: success === 'passed' || success === 'failed' ? success : 'unknown',
          };
    return [
      { id, description: text(fields.get('description')), ...statuses, scorePercent: scorePercentOf(cmi, `cmi.objectives.${index}.score`) },
    ];
  });
}

/** A SCO's interactions as its run-time data states them (1.2's `wrong` reads as incorrect); entries without an identifier are left out. */
export function attemptInteractions(version: ScormVersionName, cmi: CmiValues): AttemptInteraction[] {
  return collection(cmi, 'interactions').flatMap(({ fields }) => {
    const id = text(fields.get('id'));
    if (id === null) return [];
    const correctResponses = [...fields]
      .flatMap(([field, value]) => {
        const index = /^correct_responses\.(\d+)\.pattern$/.exec(field)?.[1];
        return index === undefined ? [] : [[Number(index), value] as const];
      })
      .sort(([a], [b]) => a - b)
      .map(([, pattern]) => pattern);
    const result = text(fields.get('result'));
    const latency = text(fields.get('latency'));
    return [
      {
        id,
        type: text(fields.get('type')),
        description: text(fields.get('description')),
        learnerResponse: text(fields.get(version === '1.2' ? 'student_response' : 'learner_response')),
        correctResponses,
        result: result === 'wrong' ? 'incorrect' : result,
        weighting: text(fields.get('weighting')),
        time: text(fields.get(version === '1.2' ? 'time' : 'timestamp')),
        latencySeconds: latency === null ? null : scormTimeSeconds(version, latency),
      },
    ];
  });
}
