import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { StatisticsMembersPage, StatisticsMemberRow } from '../modules/elearning/statistics-workbook';
import { closeHeavyWork, runHeavyTask } from './pool';
import { PullerGone } from './pulled-messages';
import { bytesToPort, fileDone, fileFromWorker, pulledPages } from './streamed-file';

// A file written in a worker thread from pages the server's thread reads (streamed-file.ts): the
// pages are read as the writer asks, the bytes arrive in order, and a failure on either side ends
// the download with its error as a failure while writing did before, and stops the other side.

afterAll(closeHeavyWork);

/** Everything the stream brings, or the error it ended with. */
async function readAll(stream: Readable): Promise<{ text: string } | { error: Error }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { text: Buffer.concat(chunks).toString() };
  } catch (error) {
    return { error: error as Error };
  }
}

/** Pages of text that count their reads; `failAt` makes that read fail. */
function countedPages(count: number, failAt?: number) {
  const read = { pages: 0, finished: false };
  async function* pages(): AsyncGenerator<string> {
    try {
      for (let index = 0; index < count; index += 1) {
        read.pages += 1;
        if (index === failAt) throw new Error('the database went away');
        yield `page ${index};`;
      }
    } finally {
      read.finished = true;
    }
  }
  return { read, pages: pages() };
}

/** A writer in this thread (it runs alike in a worker's): each page's text, `times` over, as bytes. */
async function echoWriter(port: MessagePort, options: { times?: number; failAfter?: number } = {}): Promise<void> {
  const output = bytesToPort(port);
  let written = 0;
  for await (const page of pulledPages<string>(port)) {
    if (written === options.failAfter) throw new Error('the writer broke');
    output.write(page.repeat(options.times ?? 1));
    written += 1;
  }
  output.end();
  await once(output, 'finish');
  fileDone(port);
}

describe('fileFromWorker', () => {
  it('streams the bytes the writer makes of the pages, in order, reading each page when it is pulled', async () => {
    const { read, pages } = countedPages(3);
    const answer = await readAll(fileFromWorker(pages, (port) => echoWriter(port)));
    expect(answer).toEqual({ text: 'page 0;page 1;page 2;' });
    expect(read).toEqual({ pages: 3, finished: true });
  });

  it('ends the stream with the writer’s error, before the first byte and after some', async () => {
    for (const failAfter of [0, 2]) {
      const { read, pages } = countedPages(10);
      const answer = await readAll(fileFromWorker(pages, (port) => echoWriter(port, { failAfter })));
      expect(answer).toEqual({ error: new Error('the writer broke') });
      expect(read.pages).toBe(failAfter + 1);
      expect(read.finished).toBe(true);
    }
  });

  it('ends the stream with the error of reading a page, and stops the writer', async () => {
    const { read, pages } = countedPages(10, 2);
    let writer: Promise<void> | undefined;
    const answer = await readAll(fileFromWorker(pages, (port) => (writer = echoWriter(port))));
    expect(answer).toEqual({ error: new Error('the database went away') });
    await expect(writer).rejects.toBeInstanceOf(PullerGone);
    expect(read.finished).toBe(true);
  });

  it('reads no page ahead of a download that is not taken, and stops when the download is cancelled', async () => {
    const { read, pages } = countedPages(1000);
    let writer: Promise<void> | undefined;
    // Each page becomes 64 KB: a few fill the stream's buffer.
    const stream = fileFromWorker(pages, (port) => (writer = echoWriter(port, { times: 8192 })));
    stream.once('readable', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read.pages).toBeLessThan(5);
    stream.destroy();
    await expect(writer).rejects.toBeInstanceOf(PullerGone);
    await new Promise((resolve) => setImmediate(resolve));
    expect(read.finished).toBe(true);
    expect(read.pages).toBeLessThan(5);
  });
});

describe('the statistics workbook in a worker thread', () => {
  const row: StatisticsMemberRow = {
    lastName: 'Muster',
    firstName: 'Erika',
    username: 'emuster',
    email: null,
    orgUnits: 'Vertrieb',
    standing: 'overdue',
    dueDate: '2026-01-31',
    completedAt: null,
    scorePercent: null,
    certificateNumber: null,
    validUntil: null,
    secondsSpent: null,
  };
  const figures = { assigned: 1, completed: 0, inprogress: 0, due: 0, overdue: 1, completionRate: 0 };
  const start = (port: MessagePort) =>
    runHeavyTask('writeStatisticsWorkbook', { port, language: 'en_GB', statistics: { items: [], total: figures }, perOrgUnit: false }, [
      port,
    ]);

  async function* pagesOf(...list: StatisticsMembersPage[]): AsyncGenerator<StatisticsMembersPage> {
    yield* list;
  }

  it('writes the members of every page', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of fileFromWorker(
      pagesOf({ title: 'Fire safety', durationMinutes: 20, rows: [row] }, { title: 'Privacy', durationMinutes: 20, rows: [row] }),
      start,
    )) {
      chunks.push(chunk as Buffer);
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const members: unknown[] = [];
    workbook.getWorksheet('Members')?.eachRow((cells) => members.push((cells.values as unknown[]).slice(1, 4)));
    expect(members).toEqual([
      ['E-Learning', 'Last name', 'First name'],
      ['Fire safety', 'Muster', 'Erika'],
      ['Privacy', 'Muster', 'Erika'],
    ]);
  });

  it('ends the download with the error the thread failed with', async () => {
    // A page the writer cannot read: its failure is the thread's, not this one's.
    const broken = { title: 'Fire safety', rows: null } as unknown as StatisticsMembersPage;
    const answer = await readAll(fileFromWorker(pagesOf(broken), start));
    expect('error' in answer && answer.error.message).toMatch(/not iterable/);
  });
});
