import { ELEARNING_COMPLETION_RULES, type CompletionRule, type ScormVersionName } from '@compliance/shared-contracts';
import { attemptOutcome, meetsCompletionRule, type CmiValues } from './completion';

// Every combination the content can report, with what each completion rule makes of it. The
// expectations are written out row by row, not computed, so a wrong mapping cannot pass by
// agreeing with itself.

type Expected = Readonly<Record<CompletionRule, boolean>>;
const done = (completed: boolean, passed: boolean, both: boolean): Expected => ({
  completed,
  passed,
  'completed-and-passed': both,
});

function expectRules(version: ScormVersionName, cmi: CmiValues, minScore: number | null, expected: Expected) {
  const outcome = attemptOutcome(version, cmi);
  const actual = Object.fromEntries(ELEARNING_COMPLETION_RULES.map((rule) => [rule, meetsCompletionRule(outcome, rule, minScore)]));
  expect({ cmi, minScore, done: actual }).toEqual({ cmi, minScore, done: expected });
}

describe('SCORM 1.2: cmi.core.lesson_status', () => {
  const status = (lessonStatus: string | undefined, score: Record<string, string> = {}): CmiValues => ({
    ...(lessonStatus === undefined ? {} : { 'cmi.core.lesson_status': lessonStatus }),
    ...score,
  });

  it.each([
    ['passed', done(true, true, true)],
    ['failed', done(true, false, false)],
    ['completed', done(true, false, false)],
    ['incomplete', done(false, false, false)],
    ['browsed', done(false, false, false)],
    ['not attempted', done(false, false, false)],
    [undefined, done(false, false, false)],
  ])('%s, no score, no minimum', (lessonStatus, expected) => {
    expectRules('1.2', status(lessonStatus), null, expected);
  });

  it.each([
    // Score 85 ≥ 80: the minimum replaces the course's pass mark once finished.
    ['passed', '85', done(true, true, true)],
    ['failed', '85', done(true, true, true)],
    ['completed', '85', done(true, true, true)],
    ['incomplete', '85', done(false, false, false)],
    ['browsed', '85', done(false, false, false)],
    // Score 70 < 80: not passed, even where the course says so.
    ['passed', '70', done(true, false, false)],
    ['failed', '70', done(true, false, false)],
    ['completed', '70', done(true, false, false)],
    ['incomplete', '70', done(false, false, false)],
  ])('%s with raw score %s and a minimum of 80 %%', (lessonStatus, raw, expected) => {
    expectRules('1.2', status(lessonStatus, { 'cmi.core.score.raw': raw }), 80, expected);
  });

  it.each([
    // The manifest's mastery score decides passed or failed of a finished attempt.
    ['completed', '90', done(true, true, true)],
    ['passed', '40', done(true, false, false)],
    ['failed', '75', done(true, true, true)],
    ['incomplete', '90', done(false, false, false)],
  ])('%s with raw score %s and a mastery score of 75', (lessonStatus, raw, expected) => {
    expectRules('1.2', status(lessonStatus, { 'cmi.core.score.raw': raw, 'cmi.student_data.mastery_score': '75' }), null, expected);
  });

  it('a minimum score without a reported score leaves the course its own judgement', () => {
    expectRules('1.2', status('passed'), 80, done(true, true, true));
    expectRules('1.2', status('completed'), 80, done(true, false, false));
  });

  it.each([
    [{ 'cmi.core.score.raw': '42' }, 42],
    [{ 'cmi.core.score.raw': '8', 'cmi.core.score.min': '0', 'cmi.core.score.max': '10' }, 80],
    [{ 'cmi.core.score.raw': '15', 'cmi.core.score.min': '10', 'cmi.core.score.max': '20' }, 50],
    [{ 'cmi.core.score.raw': '120' }, 100],
    [{ 'cmi.core.score.raw': '-5' }, 0],
    [{ 'cmi.core.score.raw': '2', 'cmi.core.score.max': '3' }, 66.67],
    [{ 'cmi.core.score.raw': '' }, null],
    [{ 'cmi.core.score.raw': 'abc' }, null],
    [{}, null],
  ])('score %j is %s %%', (score, percent) => {
    expect(attemptOutcome('1.2', { 'cmi.core.lesson_status': 'completed', ...score }).scorePercent).toBe(percent);
  });
});

describe('SCORM 2004: cmi.completion_status and cmi.success_status', () => {
  const COMPLETION = ['completed', 'incomplete', 'not attempted', 'unknown'] as const;
  const SUCCESS = ['passed', 'failed', 'unknown'] as const;
  // [completion][success] → completed, passed, completed-and-passed
  const TABLE: Record<(typeof COMPLETION)[number], Record<(typeof SUCCESS)[number], Expected>> = {
    completed: { passed: done(true, true, true), failed: done(true, false, false), unknown: done(true, false, false) },
    incomplete: { passed: done(false, true, false), failed: done(false, false, false), unknown: done(false, false, false) },
    'not attempted': { passed: done(false, true, false), failed: done(false, false, false), unknown: done(false, false, false) },
    unknown: { passed: done(false, true, false), failed: done(false, false, false), unknown: done(false, false, false) },
  };
  const cases = COMPLETION.flatMap((completion) => SUCCESS.map((success) => [completion, success, TABLE[completion][success]] as const));

  it.each(cases)('completion %s, success %s, no score', (completion, success, expected) => {
    expectRules('2004', { 'cmi.completion_status': completion, 'cmi.success_status': success }, null, expected);
  });

  it.each([
    // Scaled 0.9 = 90 % ≥ 80: passed once finished or judged.
    ['completed', 'failed', '0.9', done(true, true, true)],
    ['completed', 'unknown', '0.9', done(true, true, true)],
    ['incomplete', 'passed', '0.9', done(false, true, false)],
    ['incomplete', 'unknown', '0.9', done(false, false, false)],
    // Scaled 0.5 = 50 % < 80.
    ['completed', 'passed', '0.5', done(true, false, false)],
    ['incomplete', 'passed', '0.5', done(false, false, false)],
  ])('completion %s, success %s, scaled score %s, a minimum of 80 %%', (completion, success, scaled, expected) => {
    expectRules('2004', { 'cmi.completion_status': completion, 'cmi.success_status': success, 'cmi.score.scaled': scaled }, 80, expected);
  });

  it.each([
    // The manifest's completion threshold: the progress measure decides, whatever the status says.
    [{ 'cmi.completion_status': 'incomplete', 'cmi.progress_measure': '0.8' }, true],
    [{ 'cmi.completion_status': 'completed', 'cmi.progress_measure': '0.5' }, false],
    [{ 'cmi.completion_status': 'completed' }, false],
  ])('with a completion threshold of 0.75: %j is completed: %s', (cmi, completed) => {
    expect(attemptOutcome('2004', { ...cmi, 'cmi.completion_threshold': '0.75' }).completed).toBe(completed);
  });

  it.each([
    // The manifest's scaled passing score: the scaled score decides; without one, not judged.
    [{ 'cmi.success_status': 'failed', 'cmi.score.scaled': '0.7' }, true],
    [{ 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.5' }, false],
    [{ 'cmi.success_status': 'passed' }, null],
  ])('with a scaled passing score of 0.6: %j is passed: %s', (cmi, passed) => {
    expect(attemptOutcome('2004', { ...cmi, 'cmi.completion_status': 'completed', 'cmi.scaled_passing_score': '0.6' }).passed).toBe(passed);
  });

  it.each([
    [{ 'cmi.score.scaled': '0.875' }, 87.5],
    [{ 'cmi.score.scaled': '-0.5' }, 0],
    [{ 'cmi.score.raw': '30', 'cmi.score.min': '0', 'cmi.score.max': '40' }, 75],
    [{ 'cmi.score.scaled': '0.2', 'cmi.score.raw': '30' }, 20],
    [{}, null],
  ])('score %j is %s %%', (score, percent) => {
    expect(attemptOutcome('2004', { 'cmi.completion_status': 'completed', ...score }).scorePercent).toBe(percent);
  });
});
