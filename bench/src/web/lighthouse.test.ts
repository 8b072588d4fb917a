import { cpuSlowdownFor, PHONE_BENCHMARK_INDEX } from './lighthouse';

describe('the CPU slowdown of Lighthouse mobile', () => {
  it('is Lighthouse’s 4× on a desktop in the middle of its high-end bracket', () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
  });

  it('grows with the machine, so a faster day measures the same phone', () => {
    expect(cpuSlowdownFor(3000)).toBe(6.9);
    expect(3000 / cpuSlowdownFor(3000)).toBeCloseTo(PHONE_BENCHMARK_INDEX, -1);
  });

  it('never speeds the page up on a machine slower than that phone', () => {
    expect(cpuSlowdownFor(300)).toBe(1);
  });
});
