import { activitySecondsSpent, completedQuickly, scormTimeSeconds } from './time-spent';

// Time spent as the books write it: SCORM 1.2 CMITimespan (RTE §3.4.2) and SCORM 2004
// timeinterval (RTE §4.1.1.4, ISO 8601 duration).

describe('time spent', () => {
  it.each([
    ['0000:00:00', 0],
    ['00:04:12', 252],
    ['0001:02:03.5', 3724],
    ['9999:59:59.49', 9999 * 3600 + 3599],
    ['12:3:4', 0],
    ['', 0],
  ])('reads the SCORM 1.2 timespan %s as %i seconds', (value, seconds) => {
    expect(scormTimeSeconds('1.2', value)).toBe(seconds);
  });

  it.each([
    ['PT0S', 0],
    ['PT4M12S', 252],
    ['PT1H2M3.49S', 3723],
    ['P1DT1S', 86401],
    ['P1Y2M', 365 * 86400 + 60 * 86400],
    ['P', 0],
    ['PT', 0],
    ['0000:04:12', 0],
  ])('reads the SCORM 2004 interval %s as %i seconds', (value, seconds) => {
    expect(scormTimeSeconds('2004', value)).toBe(seconds);
  });

  it("reads each version's total time element and nothing else", () => {
    expect(activitySecondsSpent('1.2', { 'cmi.core.total_time': '0000:20:00', 'cmi.total_time': 'PT1H' })).toBe(1200);
    expect(activitySecondsSpent('2004', { 'cmi.core.total_time': '0000:20:00', 'cmi.total_time': 'PT1H' })).toBe(3600);
    expect(activitySecondsSpent('2004', {})).toBe(0);
  });

  it('marks a completion under a quarter of the stated duration, and none without a duration', () => {
    expect(completedQuickly(299, 20)).toBe(true);
    expect(completedQuickly(300, 20)).toBe(false);
    expect(completedQuickly(10, 0)).toBe(false);
    expect(completedQuickly(10, null)).toBe(false);
  });
});
