/**
 * @jest-environment <rootDir>/../jest.jsdom-environment.js
 */
import { CONTENT_FRAME_CHANNEL, type PlayerLaunchMessage } from '@compliance/shared-contracts/content-frame';
import { startLauncher } from './launcher';

// The launcher in a page of the content origin: in jsdom the page is its own parent, so what it
// sends the player arrives at window.postMessage, and the player's launch is a message event.

const APP_ORIGIN = 'http://localhost:8080';
const ENTRY = '/elearning/token/index.html';

interface Scorm12 {
  LMSInitialize(parameter: string): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(parameter: string): string;
  LMSFinish(parameter: string): string;
}
interface Scorm2004 {
  Initialize(parameter: string): string;
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

beforeEach(() => {
  document.body.innerHTML = '';
  document.body.dataset.appOrigin = APP_ORIGIN;
  document.body.dataset.entry = ENTRY;
  delete (window as RuntimeWindow).API;
  delete (window as RuntimeWindow).API_1484_11;
  sent = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => sent.mockRestore());

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

/** The runtime loads its version's chunk first; the course's frame follows. */
async function waitForFrame(): Promise<void> {
  for (let i = 0; i < 100 && !courseFrame(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(courseFrame()).not.toBeNull();
}
