import { CommitQueue, cmiValuesOf } from './commit-queue';

/** A send whose calls wait until released, one by one. */
function controlledSend() {
  const calls: Array<{ cmi: Record<string, string>; last: boolean; settle: (ok: boolean) => void }> = [];
  const send = (cmi: Record<string, string>, last: boolean) =>
    new Promise<void>((resolve, reject) => calls.push({ cmi, last, settle: (ok) => (ok ? resolve() : reject(new Error('offline'))) }));
  return { calls, send };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CommitQueue', () => {
  it('sends one commit at a time and merges what arrives meanwhile into the next', async () => {
    const { calls, send } = controlledSend();
    const queue = new CommitQueue(send);
    queue.push({ 'cmi.core.lesson_location': '1' }, false);
    queue.push({ 'cmi.core.lesson_location': '2' }, false);
    queue.push({ 'cmi.suspend_data': 'a' }, false);
    expect(calls.map((call) => call.cmi)).toEqual([{ 'cmi.core.lesson_location': '1' }]);
    calls[0]!.settle(true);
    await tick();
    expect(calls.map((call) => call.cmi)).toEqual([
      { 'cmi.core.lesson_location': '1' },
      { 'cmi.core.lesson_location': '2', 'cmi.suspend_data': 'a' },
    ]);
  });

  it('sends the last commit at once with everything still waiting', async () => {
    const { calls, send } = controlledSend();
    const queue = new CommitQueue(send);
    queue.push({ 'cmi.core.lesson_location': '1' }, false);
    queue.push({ 'cmi.suspend_data': 'b' }, false);
    queue.push({ 'cmi.core.exit': 'suspend' }, true);
    expect(calls.map((call) => [call.cmi, call.last])).toEqual([
      [{ 'cmi.core.lesson_location': '1' }, false],
      [{ 'cmi.suspend_data': 'b', 'cmi.core.exit': 'suspend' }, true],
    ]);
  });

  it('keeps a failed commit for the next one instead of retrying it at once', async () => {
    const { calls, send } = controlledSend();
    const queue = new CommitQueue(send);
    queue.push({ 'cmi.core.lesson_location': '1' }, false);
    calls[0]!.settle(false);
    await tick();
    expect(calls).toHaveLength(1);
    queue.push({ 'cmi.core.lesson_location': '2', 'cmi.suspend_data': 'c' }, false);
    expect(calls[1]!.cmi).toEqual({ 'cmi.core.lesson_location': '2', 'cmi.suspend_data': 'c' });
  });
});

describe('CommitQueue.settled', () => {
  it('resolves once every commit sent has been answered, failed ones too', async () => {
    const { calls, send } = controlledSend();
    const queue = new CommitQueue(send);
    queue.push({ 'cmi.core.lesson_location': '1' }, false);
    queue.push({ 'cmi.core.exit': 'suspend' }, true);
    let settled = false;
    void queue.settled().then(() => (settled = true));
    calls[0]!.settle(true);
    await tick();
    expect(settled).toBe(false);
    calls[1]!.settle(false);
    await tick();
    expect(settled).toBe(true);
  });
});

describe('cmiValuesOf', () => {
  it("keeps the elements of the package's SCORM version as text and names what it leaves out", () => {
    expect(
      cmiValuesOf(
        {
          'cmi.core.score.raw': 85,
          'cmi.core.lesson_status': 'passed',
          'cmi.core.exit': null,
          'cmi.interactions': {},
          'window.alert': '1',
          'cmi.location': '3',
          'cmi.core.lesson_location': 'x'.repeat(256),
          'cmi.suspend_data': 'x'.repeat(64_001),
        },
        '1.2',
      ),
    ).toEqual({
      values: { 'cmi.core.score.raw': '85', 'cmi.core.lesson_status': 'passed' },
      refused: ['window.alert', 'cmi.location', 'cmi.core.lesson_location', 'cmi.suspend_data'],
    });
    expect(cmiValuesOf({ 'adl.data.0.store': 'x', 'cmi.location': '3' }, '2004')).toEqual({
      values: { 'adl.data.0.store': 'x', 'cmi.location': '3' },
      refused: [],
    });
    expect(cmiValuesOf(null, '2004')).toEqual({ values: {}, refused: [] });
  });
});
