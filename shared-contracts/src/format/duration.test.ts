import { formatDuration, formatTimeSpent } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [59, '00:59'],
    [60, '01:00'],
    [90, '01:30'],
    [600, '10:00'],
    [1439, '23:59'],
    [1500, '25:00'],
    [6000, '100:00'],
    [59.6, '01:00'],
    [0.4, '00:00'],
    [-90, '-01:30'],
    [-0.2, '00:00'],
  ])('%p minutes → %p', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it('shows 00:00 for non-finite input', () => {
    expect(formatDuration(Number.NaN)).toBe('00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('formatTimeSpent', () => {
  it.each([
    [0, '0:00:00'],
    [150, '0:02:30'],
    [3599.6, '1:00:00'],
    [93784, '26:03:04'],
    [-5, '0:00:00'],
    [Number.NaN, '0:00:00'],
  ])('%p seconds → %p', (seconds, expected) => {
    expect(formatTimeSpent(seconds)).toBe(expected);
  });
});
