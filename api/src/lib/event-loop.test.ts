import { sliceYielder } from './event-loop';

describe('sliceYielder', () => {
  it('lets a timer that is due run between slices of a loop that never waits on its own', async () => {
    const checkpoint = sliceYielder(1);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    let turns = 0;
    while (!timerRan) {
      const spin = performance.now();
      while (performance.now() - spin < 0.5);
      await checkpoint();
      turns += 1;
      if (turns > 10_000) break;
    }
    expect(timerRan).toBe(true);
  });

  it('answers no wait while the slice lasts', () => {
    const checkpoint = sliceYielder(60_000);
    expect(checkpoint()).toBeUndefined();
    expect(checkpoint()).toBeUndefined();
  });
});
