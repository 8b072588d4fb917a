import { attemptInteractions, attemptObjectives } from './attempt-record';

// A SCO's objectives and interactions as an admin reads them, from run-time data as the two
// versions' content writes it (element names of SCORM 1.2 RTE §3.4 and 2004 RTE §4.2).

describe("a SCO's objectives", () => {
  it('reads SCORM 1.2 objectives: one status as completion and success, the raw score within min and max', () => {
    const objectives = attemptObjectives('1.2', {
      'cmi.objectives.1.id': 'extinguishers',
      'cmi.objectives.1.status': 'failed',
      'cmi.objectives.1.score.raw': '3',
      'cmi.objectives.1.score.max': '6',
      'cmi.objectives.0.id': 'escape-routes',
      'cmi.objectives.0.status': 'browsed',
      'cmi.objectives.2.status': 'passed',
    });
    expect(objectives).toEqual([
      { id: 'escape-routes', description: null, completionStatus: 'incomplete', successStatus: 'unknown', scorePercent: null },
      { id: 'extinguishers', description: null, completionStatus: 'completed', successStatus: 'failed', scorePercent: 50 },
    ]);
  });

  it('reads SCORM 2004 objectives with their description and scaled score', () => {
    expect(
      attemptObjectives('2004', {
        'cmi.objectives.0.id': 'urn:first-aid:recovery-position',
        'cmi.objectives.0.description': 'Stabile Seitenlage',
        'cmi.objectives.0.success_status': 'passed',
        'cmi.objectives.0.completion_status': 'completed',
        'cmi.objectives.0.score.scaled': '0.75',
        'cmi.objectives.0.score.raw': '3',
        'cmi.objectives.1.id': 'urn:first-aid:emergency-call',
        'cmi.objectives.1.completion_status': 'not attempted',
      }),
    ).toEqual([
      {
        id: 'urn:first-aid:recovery-position',
        description: 'Stabile Seitenlage',
        completionStatus: 'completed',
        successStatus: 'passed',
        scorePercent: 75,
      },
      {
        id: 'urn:first-aid:emergency-call',
        description: null,
        completionStatus: 'not-attempted',
        successStatus: 'unknown',
        scorePercent: null,
      },
    ]);
  });
});

describe("a SCO's interactions", () => {
  it("reads SCORM 1.2 interactions: the student's response, wrong as incorrect, the time of day and latency", () => {
    expect(
      attemptInteractions('1.2', {
        'cmi.interactions.10.id': 'q11',
        'cmi.interactions.10.result': '0.5',
        'cmi.interactions.2.id': 'q3',
        'cmi.interactions.2.type': 'choice',
        'cmi.interactions.2.student_response': 'b',
        'cmi.interactions.2.result': 'wrong',
        'cmi.interactions.2.correct_responses.1.pattern': 'c',
        'cmi.interactions.2.correct_responses.0.pattern': 'a',
        'cmi.interactions.2.weighting': '1',
        'cmi.interactions.2.time': '09:15:02',
        'cmi.interactions.2.latency': '0000:00:12.5',
      }),
    ).toEqual([
      {
        id: 'q3',
        type: 'choice',
        description: null,
        learnerResponse: 'b',
        correctResponses: ['a', 'c'],
        result: 'incorrect',
        weighting: '1',
        time: '09:15:02',
        latencySeconds: 13,
      },
      {
        id: 'q11',
        type: null,
        description: null,
        learnerResponse: null,
        correctResponses: [],
        result: '0.5',
        weighting: null,
        time: null,
        latencySeconds: null,
      },
    ]);
  });

  it("reads SCORM 2004 interactions: the learner's response, its description and timestamp", () => {
    expect(
      attemptInteractions('2004', {
        'cmi.interactions.0.id': 'urn:first-aid:q1',
        'cmi.interactions.0.type': 'true-false',
        'cmi.interactions.0.description': 'Ist 112 der Notruf?',
        'cmi.interactions.0.learner_response': 'true',
        'cmi.interactions.0.correct_responses.0.pattern': 'true',
        'cmi.interactions.0.result': 'correct',
        'cmi.interactions.0.timestamp': '2026-12-05T10:00:00',
        'cmi.interactions.0.latency': 'PT8S',
        'cmi.interactions.1.type': 'choice',
      }),
    ).toEqual([
      {
        id: 'urn:first-aid:q1',
        type: 'true-false',
        description: 'Ist 112 der Notruf?',
        learnerResponse: 'true',
        correctResponses: ['true'],
        result: 'correct',
        weighting: null,
        time: '2026-12-05T10:00:00',
        latencySeconds: 8,
      },
    ]);
  });
});
