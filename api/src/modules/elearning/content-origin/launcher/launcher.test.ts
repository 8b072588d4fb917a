/**
 * @jest-environment <rootDir>/../jest.jsdom-environment.js
 */
import { CONTENT_FRAME_CHANNEL, type PlayerLaunchMessage } from '@compliance/shared-contracts/content-frame';
import { INITIAL_RUN_TIME_DATA, storedRunTimeData } from '../../run-time-data';
import { startLauncher } from './launcher';

// The launcher in a page of the content origin: in jsdom the page is its own parent, so what it
// sends the player arrives at window.postMessage, and the player's launch is a message event.

const APP_ORIGIN = 'http://localhost:8080';
const ENTRY = '/elearning/token/index.html';

interface Scorm12 {
  LMSInitialize(parameter: string): string;
  LMSGetLastError(): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(parameter: string): string;
  LMSFinish(parameter: string): string;
}
interface Scorm2004 {
  Initialize(parameter: string): string;
  Commit(parameter: string): string;
  Terminate(parameter: string): string;
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  GetLastError(): string;
}
type RuntimeWindow = Window & { API?: Scorm12; API_1484_11?: Scorm2004 };

const launchOf = (scormVersion: '1.2' | '2004', cmi: Record<string, string>): PlayerLaunchMessage => ({
  channel: CONTENT_FRAME_CHANNEL,
  type: 'launch',
  scormVersion,
  cmi,
  title: 'Brandschutz im Betrieb',
  language: 'de',
});

let sent: jest.SpyInstance;
/** The launchers' message listeners of a test, removed after it: a launcher of an earlier test must not answer this one's messages. */
let listeners: EventListenerOrEventListenerObject[] = [];

beforeEach(() => {
  document.body.innerHTML = '';
  document.body.dataset.appOrigin = APP_ORIGIN;
  document.body.dataset.entry = ENTRY;
  delete (window as RuntimeWindow).API;
  delete (window as RuntimeWindow).API_1484_11;
  sent = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message' && listener) listeners.push(listener);
    add(type, listener, options);
  });
});
afterEach(() => {
  for (const listener of listeners) window.removeEventListener('message', listener);
  listeners = [];
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Fakes the clock alone (jest.setSystemTime moves it): the launch's messages and the runtime's chunk still run on real timers. */
const fakeClockOnly = () =>
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
  });

const deliver = (data: unknown, origin = APP_ORIGIN, source: Window | null = window) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
const courseFrame = () => document.querySelector('iframe');

describe('the content launcher', () => {
  it("says it is ready to the app's origin, then runs the SCORM 1.2 attempt the player launches, with its data, beside the course", async () => {
    startLauncher(window);
    expect(sent).toHaveBeenCalledWith({ channel: CONTENT_FRAME_CHANNEL, type: 'ready' }, APP_ORIGIN);
    deliver(launchOf('1.2', { 'cmi.core.lesson_location': '2', 'cmi.core.entry': 'resume', 'cmi.suspend_data': '{"page":2}' }));
    await waitForFrame();
    expect(courseFrame()).toHaveProperty('src', `http://localhost${ENTRY}`);
    expect(courseFrame()?.title).toBe('Brandschutz im Betrieb');
    expect(document.documentElement.lang).toBe('de');
    const api = (window as RuntimeWindow).API!;
    // Synchronous, as the course calls it: the data is there at once.
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('2');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('{"page":2}');

    api.LMSSetValue('cmi.core.lesson_location', '3');
    api.LMSCommit('');
    const commit = sent.mock.calls
      .map(([message]) => message as { type: string; params: Record<string, unknown>; last: boolean })
      .find((m) => m.type === 'commit');
    expect(commit?.params).toMatchObject({ 'cmi.core.lesson_location': '3' });
    expect(commit?.last).toBe(false);
    expect(sent.mock.calls.every(([, origin]) => origin === APP_ORIGIN)).toBe(true);

    api.LMSFinish('');
    const types = sent.mock.calls.map(([message]) => (message as { type: string }).type);
    expect(types).toContain('finished');
  });

  it("answers SCORM 2004's error codes itself, at once: a value of the wrong vocabulary is refused with 406", async () => {
    startLauncher(window);
    deliver(launchOf('2004', { 'cmi.entry': 'ab-initio' }));
    await waitForFrame();
    const api = (window as RuntimeWindow).API_1484_11!;
    expect(api.Initialize('')).toBe('true');
    expect(api.GetValue('cmi.entry')).toBe('ab-initio');
    expect(api.SetValue('cmi.completion_status', 'nearly')).toBe('false');
    expect(api.GetLastError()).toBe('406');
  });

  it('SCORM 2004: tells the content which navigation requests the server found valid, and passes on the one it makes', async () => {
    startLauncher(window);
    deliver({ ...launchOf('2004', { 'cmi.entry': 'ab-initio' }), navigation: { continue: true, previous: false, choices: ['lesson-2'] } });
    await waitForFrame();
    const api = (window as RuntimeWindow).API_1484_11!;
    expect(api.Initialize('')).toBe('true');
    expect(api.GetValue('adl.nav.request_valid.continue')).toBe('true');
    expect(api.GetValue('adl.nav.request_valid.previous')).toBe('false');
    expect(api.GetValue('adl.nav.request_valid.choice.{target=lesson-2}')).toBe('true');
    expect(api.GetValue('adl.nav.request_valid.choice.{target=lesson-3}')).toBe('false');
    expect(api.SetValue('adl.nav.request', '{target=lesson-2}choice')).toBe('true');
    expect(api.Terminate('')).toBe('true');
    expect(sent).toHaveBeenCalledWith(
      { channel: CONTENT_FRAME_CHANNEL, type: 'finished', navRequest: '{target=lesson-2}choice' },
      APP_ORIGIN,
    );
  });

  it("unloads the course at the player's leave, as a closed window would, then says it has", async () => {
    startLauncher(window);
    deliver(launchOf('1.2', {}));
    await waitForFrame();
    const frame = courseFrame()!;
    deliver({ channel: CONTENT_FRAME_CHANNEL, type: 'leave' }, 'http://evil.example');
    deliver({ channel: CONTENT_FRAME_CHANNEL, type: 'leave' });
    // Sent to an empty page: the course's beforeunload and unload run there.
    expect(frame.getAttribute('src')).toBe('about:blank');
    frame.dispatchEvent(new Event('load'));
    expect(sent).toHaveBeenLastCalledWith({ channel: CONTENT_FRAME_CHANNEL, type: 'left' }, APP_ORIGIN);
    // The content never initialized: there is no session to commit.
    expect(sent.mock.calls.some(([message]) => (message as { type: string }).type === 'commit')).toBe(false);
  });

  it('commits a session the content left open once more as it leaves, with the time it was open', async () => {
    fakeClockOnly();
    startLauncher(window);
    deliver(launchOf('1.2', { 'cmi.core.total_time': '0000:00:00' }));
    await waitForFrame();
    const api = (window as RuntimeWindow).API!;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', 'seite-2');
    jest.setSystemTime(Date.now() + 42_000);
    deliver({ channel: CONTENT_FRAME_CHANNEL, type: 'leave' });
    courseFrame()!.dispatchEvent(new Event('load'));
    const messages = sent.mock.calls.map(([message]) => message as { type: string; params?: Record<string, string>; last?: boolean });
    const [commit, left] = messages.slice(-2);
    expect(commit).toMatchObject({ type: 'commit', last: false });
    expect(commit?.params).toMatchObject({ 'cmi.core.lesson_location': 'seite-2', 'cmi.core.total_time': '00:00:42' });
    expect(left).toEqual({ channel: CONTENT_FRAME_CHANNEL, type: 'left' });
  });

  it('says it has left at once when left before the course started, and then starts none', async () => {
    startLauncher(window);
    // The launch is taken, its runtime still loading, when the player leaves.
    deliver(launchOf('1.2', {}));
    deliver({ channel: CONTENT_FRAME_CHANNEL, type: 'leave' });
    expect(sent).toHaveBeenLastCalledWith({ channel: CONTENT_FRAME_CHANNEL, type: 'left' }, APP_ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(courseFrame()).toBeNull();
    expect((window as RuntimeWindow).API).toBeUndefined();
  });

  it('starts the next activity the player launches once the one before is left: its entry, a runtime of its own', async () => {
    startLauncher(window);
    deliver(launchOf('1.2', { 'cmi.core.lesson_location': 'lektion-1' }));
    await waitForFrame();
    const first = (window as RuntimeWindow).API!;
    first.LMSInitialize('');
    // Still running, the launcher takes no other launch.
    deliver({ ...launchOf('1.2', {}), entry: '/elearning/token/sco.html?sco=2' });
    deliver({ channel: CONTENT_FRAME_CHANNEL, type: 'leave' });
    courseFrame()!.dispatchEvent(new Event('load'));
    expect(sent).toHaveBeenLastCalledWith({ channel: CONTENT_FRAME_CHANNEL, type: 'left' }, APP_ORIGIN);

    deliver({ ...launchOf('1.2', { 'cmi.core.lesson_location': 'lektion-2' }), entry: '/elearning/other-token/sco.html?sco=2' });
    await waitFor(() => (window as RuntimeWindow).API !== first);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(courseFrame()).toHaveProperty('src', 'http://localhost/elearning/other-token/sco.html?sco=2');
    const second = (window as RuntimeWindow).API!;
    expect(second.LMSInitialize('')).toBe('true');
    expect(second.LMSGetValue('cmi.core.lesson_location')).toBe('lektion-2');
    // The runtime of the activity left says nothing more (a late autocommit); the new one commits.
    sent.mockClear();
    first.LMSSetValue('cmi.core.lesson_location', 'spät');
    first.LMSCommit('');
    expect(sent).not.toHaveBeenCalled();
    second.LMSCommit('');
    expect(lastCommit()).toMatchObject({ 'cmi.core.lesson_location': 'lektion-2' });
  });

  it('starts no entry outside the course files of its own origin', async () => {
    startLauncher(window);
    for (const entry of ['http://evil.example/elearning/token/sco.html', '/runtime/content-launcher.js', 'javascript:alert(1)']) {
      deliver({ ...launchOf('1.2', {}), entry });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(courseFrame()).toBeNull();
    deliver({ ...launchOf('1.2', {}), entry: '/elearning/token/sco.html?sco=1' });
    await waitForFrame();
  });

  it('takes a launch only from the app it names, from its parent window, once', async () => {
    startLauncher(window);
    deliver(launchOf('1.2', {}), 'http://evil.example');
    deliver(launchOf('1.2', {}), APP_ORIGIN, null);
    deliver({ ...launchOf('1.2', {}), scormVersion: '3' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(courseFrame()).toBeNull();
    expect((window as RuntimeWindow).API).toBeUndefined();

    deliver(launchOf('1.2', {}));
    deliver(launchOf('1.2', {}));
    await waitForFrame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});

/** The values of the last commit the launcher sent. */
function lastCommit(): Record<string, string> {
  const commits = sent.mock.calls
    .map(([message]) => message as { type: string; params: Record<string, string> })
    .filter((m) => m.type === 'commit');
  return commits.at(-1)?.params ?? {};
}

/** A new session in a fresh page: the launcher started again and handed `cmi`. */
async function newSession(scormVersion: '1.2' | '2004', cmi: Record<string, string>): Promise<void> {
  document.body.innerHTML = '';
  delete (window as RuntimeWindow).API;
  delete (window as RuntimeWindow).API_1484_11;
  sent.mockClear();
  startLauncher(window);
  deliver(launchOf(scormVersion, cmi));
  await waitForFrame();
}

/** What the server hands the next session: the stored data as a database gives it back (in another key order), less the LMS's. */
const handedBack = (scormVersion: '1.2' | '2004', stored: Record<string, string>, entry: Record<string, string>) => ({
  ...INITIAL_RUN_TIME_DATA[scormVersion],
  ...storedRunTimeData(scormVersion, Object.fromEntries(Object.entries(stored).reverse())),
  ...entry,
});

describe('a session after the first (issue 70: all run-time data kept)', () => {
  it('SCORM 2004: objectives, interactions, preferences and comments come back, and new ones are appended', async () => {
    await newSession('2004', { 'cmi.entry': 'ab-initio' });
    let api = (window as RuntimeWindow).API_1484_11!;
    api.Initialize('');
    for (const [element, value] of [
      ['cmi.objectives.0.id', 'brand-1'],
      ['cmi.objectives.0.success_status', 'passed'],
      ['cmi.objectives.0.score.scaled', '0.8'],
      ['cmi.interactions.0.id', 'frage-1'],
      ['cmi.interactions.0.type', 'choice'],
      ['cmi.interactions.0.learner_response', 'b'],
      ['cmi.interactions.0.correct_responses.0.pattern', 'b'],
      ['cmi.interactions.0.result', 'correct'],
      ['cmi.learner_preference.audio_level', '0.5'],
      ['cmi.comments_from_learner.0.comment', 'Gut erklärt'],
      ['cmi.location', 'seite-3'],
      ['cmi.exit', 'suspend'],
    ])
      expect([element, api.SetValue(element!, value!)]).toEqual([element, 'true']);
    api.Commit('');
    api.Terminate('');
    const stored = lastCommit();

    await newSession('2004', handedBack('2004', stored, { 'cmi.entry': 'resume' }));
    api = (window as RuntimeWindow).API_1484_11!;
    expect(api.Initialize('')).toBe('true');
    const read = (element: string) => [element, api.GetValue(element), api.GetLastError()];
    expect(read('cmi.entry')).toEqual(['cmi.entry', 'resume', '0']);
    expect(read('cmi.location')).toEqual(['cmi.location', 'seite-3', '0']);
    expect(read('cmi.objectives._count')).toEqual(['cmi.objectives._count', '1', '0']);
    expect(read('cmi.objectives.0.success_status')).toEqual(['cmi.objectives.0.success_status', 'passed', '0']);
    expect(read('cmi.objectives.0.score.scaled')).toEqual(['cmi.objectives.0.score.scaled', '0.8', '0']);
    expect(read('cmi.interactions._count')).toEqual(['cmi.interactions._count', '1', '0']);
    expect(read('cmi.interactions.0.learner_response')).toEqual(['cmi.interactions.0.learner_response', 'b', '0']);
    expect(read('cmi.interactions.0.correct_responses.0.pattern')).toEqual(['cmi.interactions.0.correct_responses.0.pattern', 'b', '0']);
    expect(read('cmi.learner_preference.audio_level')).toEqual(['cmi.learner_preference.audio_level', '0.5', '0']);
    expect(read('cmi.comments_from_learner.0.comment')).toEqual(['cmi.comments_from_learner.0.comment', 'Gut erklärt', '0']);

    expect(api.SetValue('cmi.interactions.1.id', 'frage-2')).toBe('true');
    expect(api.SetValue('cmi.interactions.1.type', 'true-false')).toBe('true');
    api.Commit('');
    expect(lastCommit()).toMatchObject({ 'cmi.interactions.0.id': 'frage-1', 'cmi.interactions.1.id': 'frage-2' });
  });

  it("SCORM 1.2: starts at the books' initial values; objectives, interactions, preferences and comments come back", async () => {
    await newSession('1.2', { ...INITIAL_RUN_TIME_DATA['1.2'], 'cmi.core.entry': 'ab-initio' });
    let api = (window as RuntimeWindow).API!;
    api.LMSInitialize('');
    // Zero as a CMITimespan (the runtime writes its hours with two digits), not empty.
    expect(api.LMSGetValue('cmi.core.total_time')).toMatch(/^0{2,4}:00:00$/);
    expect(api.LMSGetValue('cmi.core.score.max')).toBe('');
    for (const [element, value] of [
      ['cmi.objectives.0.id', 'brand-1'],
      ['cmi.objectives.0.status', 'passed'],
      ['cmi.interactions.0.id', 'frage-1'],
      ['cmi.interactions.0.type', 'choice'],
      ['cmi.interactions.0.student_response', 'b'],
      ['cmi.interactions.0.result', 'correct'],
      ['cmi.student_preference.audio', '50'],
      ['cmi.comments', 'Gut erklärt'],
      ['cmi.core.exit', 'suspend'],
    ])
      expect([element, api.LMSSetValue(element!, value!)]).toEqual([element, 'true']);
    api.LMSCommit('');
    api.LMSFinish('');
    const stored = lastCommit();
    expect(stored['cmi.core.score.max']).toBe('');

    await newSession('1.2', handedBack('1.2', stored, { 'cmi.core.entry': 'resume' }));
    api = (window as RuntimeWindow).API!;
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.objectives._count')).toBe('1');
    expect(api.LMSGetValue('cmi.objectives.0.status')).toBe('passed');
    expect(api.LMSGetValue('cmi.student_preference.audio')).toBe('50');
    expect(api.LMSGetValue('cmi.comments')).toBe('Gut erklärt');
    // Interactions are write-only in 1.2: their count shows they came back, so new ones append.
    expect(api.LMSGetValue('cmi.interactions._count')).toBe('1');
    expect(api.LMSSetValue('cmi.interactions.1.id', 'frage-2')).toBe('true');
    api.LMSCommit('');
    expect(lastCommit()).toMatchObject({ 'cmi.interactions.0.id': 'frage-1', 'cmi.interactions.1.id': 'frage-2' });
  });

  it("counts the session's time itself, on top of the total handed over, where the content reports none", async () => {
    fakeClockOnly();
    await newSession('1.2', { 'cmi.core.total_time': '0000:04:00', 'cmi.core.entry': 'resume' });
    const api = (window as RuntimeWindow).API!;
    api.LMSInitialize('');
    jest.setSystemTime(Date.now() + 65_000);
    api.LMSCommit('');
    expect(lastCommit()['cmi.core.total_time']).toBe('00:05:05');

    await newSession('2004', { 'cmi.total_time': 'PT4M', 'cmi.entry': 'resume' });
    const api2004 = (window as RuntimeWindow).API_1484_11!;
    api2004.Initialize('');
    jest.setSystemTime(Date.now() + 65_000);
    api2004.Commit('');
    expect(lastCommit()['cmi.total_time']).toBe('PT5M5S');
  });
});

/** The runtime loads its version's chunk first; the course's frame follows. */
/** Waits until `done` holds, as long as a runtime's chunk takes to load. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}

async function waitForFrame(): Promise<void> {
  for (let i = 0; i < 100 && !courseFrame(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(courseFrame()).not.toBeNull();
}
