import { CMI_ATTEMPT_MAX_LENGTH, cmiElementRefusal, cmiLength, refusedCmiElements } from './scorm-run-time-data';

/**
 * The scalar elements of a commit as scorm-again 3.4.3 sends them (its flattened format) after a
 * course set a location, an interaction and an objective: every element, read-only ones included,
 * with the runtime's defaults.
 */
const SCORM_AGAIN_COMMIT_12: Record<string, string> = {
  'cmi.suspend_data': 'x'.repeat(4096),
  'cmi.launch_data': '',
  'cmi.comments': '',
  'cmi.comments_from_lms': '',
  'cmi.core.student_id': '',
  'cmi.core.student_name': '',
  'cmi.core.lesson_location': '4',
  'cmi.core.credit': '',
  'cmi.core.lesson_status': 'not attempted',
  'cmi.core.entry': '',
  'cmi.core.lesson_mode': 'normal',
  'cmi.core.exit': '',
  'cmi.core.session_time': '00:00:00',
  'cmi.core.score.raw': '',
  'cmi.core.score.min': '',
  'cmi.core.score.max': '100',
  'cmi.core.total_time': '00:00:00',
  'cmi.objectives.0.id': 'o1',
  'cmi.objectives.0.status': '',
  'cmi.objectives.0.score.raw': '',
  'cmi.objectives.0.score.min': '',
  'cmi.objectives.0.score.max': '100',
  'cmi.student_data.mastery_score': '',
  'cmi.student_data.max_time_allowed': '',
  'cmi.student_data.time_limit_action': '',
  'cmi.student_preference.audio': '',
  'cmi.student_preference.language': '',
  'cmi.student_preference.speed': '',
  'cmi.student_preference.text': '',
  'cmi.interactions.0.id': 'q1',
  'cmi.interactions.0.time': '',
  'cmi.interactions.0.type': 'choice',
  'cmi.interactions.0.weighting': '',
  'cmi.interactions.0.student_response': '',
  'cmi.interactions.0.result': '',
  'cmi.interactions.0.latency': '',
};

const SCORM_AGAIN_COMMIT_2004: Record<string, string> = {
  'cmi.completion_status': 'unknown',
  'cmi.completion_threshold': '',
  'cmi.credit': 'credit',
  'cmi.entry': '',
  'cmi.exit': '',
  'cmi.interactions.0.id': 'q1',
  'cmi.interactions.0.type': 'choice',
  'cmi.interactions.0.timestamp': '',
  'cmi.interactions.0.weighting': '',
  'cmi.interactions.0.learner_response': 'a',
  'cmi.interactions.0.result': '',
  'cmi.interactions.0.latency': '',
  'cmi.interactions.0.description': '',
  'cmi.launch_data': '',
  'cmi.learner_id': '',
  'cmi.learner_name': '',
  'cmi.learner_preference.audio_level': '2',
  'cmi.learner_preference.language': '',
  'cmi.learner_preference.delivery_speed': '1',
  'cmi.learner_preference.audio_captioning': '0',
  'cmi.location': '4',
  'cmi.max_time_allowed': '',
  'cmi.mode': 'normal',
  'cmi.objectives.0.id': 'o1',
  'cmi.objectives.0.success_status': 'unknown',
  'cmi.objectives.0.completion_status': 'unknown',
  'cmi.objectives.0.progress_measure': '',
  'cmi.objectives.0.description': '',
  'cmi.objectives.0.score.scaled': '',
  'cmi.objectives.0.score.raw': '',
  'cmi.objectives.0.score.min': '',
  'cmi.objectives.0.score.max': '',
  'cmi.progress_measure': '',
  'cmi.scaled_passing_score': '',
  'cmi.score.scaled': '',
  'cmi.score.raw': '',
  'cmi.score.min': '',
  'cmi.score.max': '',
  'cmi.session_time': 'PT0H0M0S',
  'cmi.success_status': 'unknown',
  'cmi.suspend_data': 'x'.repeat(64_000),
  'cmi.time_limit_action': 'continue,no message',
  'cmi.total_time': 'PT0S',
};

describe('the SCORM run-time data model', () => {
  it("accepts every element of a runtime's commit, read-only ones and defaults included, at its limit", () => {
    expect(refusedCmiElements('1.2', SCORM_AGAIN_COMMIT_12)).toEqual({});
    expect(refusedCmiElements('2004', SCORM_AGAIN_COMMIT_2004)).toEqual({});
    expect(refusedCmiElements('2004', { 'adl.nav.request': 'continue', 'cmi.comments_from_learner.249.comment': 'ok' })).toEqual({});
  });

  it('refuses elements of the other version or of no version', () => {
    expect(refusedCmiElements('1.2', { 'cmi.location': '4', 'cmi.core.lesson_location': '4' })).toEqual({ 'cmi.location': 'unknown' });
    expect(refusedCmiElements('2004', { 'cmi.core.lesson_location': '4', 'cmi.padding.0': 'x' })).toEqual({
      'cmi.core.lesson_location': 'unknown',
      'cmi.padding.0': 'unknown',
    });
    expect(cmiElementRefusal('1.2', 'adl.nav.request', 'continue')).toBe('unknown');
  });

  it("holds each version's length: suspend data of 4,096 characters in SCORM 1.2, 64,000 in 2004", () => {
    expect(cmiElementRefusal('1.2', 'cmi.suspend_data', 'x'.repeat(4097))).toBe('tooLong');
    expect(cmiElementRefusal('2004', 'cmi.suspend_data', 'x'.repeat(64_001))).toBe('tooLong');
    expect(cmiElementRefusal('1.2', 'cmi.core.lesson_location', 'x'.repeat(256))).toBe('tooLong');
    expect(cmiElementRefusal('2004', 'cmi.location', 'x'.repeat(1000))).toBeNull();
  });

  it('holds vocabularies and decimals', () => {
    expect(cmiElementRefusal('1.2', 'cmi.core.lesson_status', 'done')).toBe('notInVocabulary');
    expect(cmiElementRefusal('2004', 'cmi.exit', 'suspend')).toBeNull();
    expect(cmiElementRefusal('1.2', 'cmi.core.exit', 'normal')).toBe('notInVocabulary');
    expect(cmiElementRefusal('2004', 'cmi.score.scaled', '-0.5')).toBeNull();
    expect(cmiElementRefusal('2004', 'cmi.score.raw', '85 points')).toBe('notDecimal');
    expect(cmiElementRefusal('2004', 'cmi.interactions.0.result', '0.75')).toBeNull();
    expect(cmiElementRefusal('2004', 'cmi.interactions.0.result', 'wrong')).toBe('notInVocabulary');
    expect(cmiElementRefusal('1.2', 'cmi.interactions.0.result', 'wrong')).toBeNull();
  });

  it('keeps 250 interactions, 100 objectives and 36 entries of a nested list', () => {
    expect(cmiElementRefusal('2004', 'cmi.interactions.249.id', 'q')).toBeNull();
    expect(cmiElementRefusal('2004', 'cmi.interactions.250.id', 'q')).toBe('tooManyEntries');
    expect(cmiElementRefusal('1.2', 'cmi.objectives.99.id', 'o')).toBeNull();
    expect(cmiElementRefusal('1.2', 'cmi.objectives.100.id', 'o')).toBe('tooManyEntries');
    expect(cmiElementRefusal('2004', 'cmi.interactions.3.correct_responses.35.pattern', 'a')).toBeNull();
    expect(cmiElementRefusal('2004', 'cmi.interactions.3.correct_responses.36.pattern', 'a')).toBe('tooManyEntries');
    expect(cmiElementRefusal('1.2', 'cmi.interactions.0.objectives.36.id', 'o')).toBe('tooManyEntries');
  });

  it("measures an attempt's data by its names and values", () => {
    expect(cmiLength({ 'cmi.location': '12', 'cmi.score.raw': 85 })).toBe('cmi.location'.length + 2 + 'cmi.score.raw'.length + 2);
    // A course at SCORM 2004's limits on everything it writes most (suspend data, 250 interactions
    // with long responses) stays within what an attempt may keep.
    const busy: Record<string, string> = { 'cmi.suspend_data': 'x'.repeat(64_000) };
    for (let index = 0; index < 250; index += 1) {
      busy[`cmi.interactions.${index}.id`] = `urn:course:question:${index}`;
      busy[`cmi.interactions.${index}.learner_response`] = 'y'.repeat(1000);
    }
    expect(refusedCmiElements('2004', busy)).toEqual({});
    expect(cmiLength(busy)).toBeLessThan(CMI_ATTEMPT_MAX_LENGTH);
  });
});
