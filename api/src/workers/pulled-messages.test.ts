import { once } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import { closeHeavyWork, runHeavyTask } from './pool';
import { messagePuller, PullerGone } from './pulled-messages';

afterAll(closeHeavyWork);

/** The task's outcome, or 'still running' after `ms`: a task that never ends fails here instead of at Jest's timeout. */
const settledWithin = (task: Promise<unknown>, ms: number) =>
  Promise.race([
    task.then(
      () => 'resolved',
      (error: unknown) => `rejected: ${error instanceof Error ? error.message : String(error)}`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('still running'), ms).unref()),
  ]);

describe('messagePuller', () => {
  it('answers each pull with the next message', async () => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (request: { n: number }) => port1.postMessage({ twice: request.n * 2 }));
    const pull = messagePuller<{ n: number }, { twice: number }>(port2);
    expect([await pull({ n: 1 }), await pull({ n: 2 })]).toEqual([{ twice: 2 }, { twice: 4 }]);
    port1.close();
  });

  it('rejects a pull the other end closes on, and every pull after the close', async () => {
    const { port1, port2 } = new MessageChannel();
    const pull = messagePuller<string, string>(port2);
    port1.once('message', () => port1.close());
    await expect(pull('first')).rejects.toBeInstanceOf(PullerGone);
    await expect(pull('again')).rejects.toBeInstanceOf(PullerGone);
  });
});

describe('a CSV scan whose request gives up', () => {
  it('ends its task, so the thread serves the next one', async () => {
    // A thread per scan given up, and one more: had any kept its thread, the last would wait forever.
    for (let scan = 0; scan < 3; scan += 1) {
      const { port1: port, port2: workerPort } = new MessageChannel();
      const task = runHeavyTask('scanCsv', { port: workerPort, encoding: 'utf-8' }, [workerPort]);
      const [first] = (await once(port, 'message')) as [{ kind: string }];
      expect(first.kind).toBe('pull');
      port.close();
      expect(await settledWithin(task, 10_000)).toMatch(/^rejected: .*the server no longer answers the task$/);
    }
  });
});
