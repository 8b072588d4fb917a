// The page that holds a course on the content origin (docs/decisions/0009). It offers the course
// the SCORM runtime as its parent window, where SCORM's API discovery looks, so every call stays
// synchronous with its own error codes; it reaches the player in the app's window only by messages
// to the app's origin, and takes only the player's launch from there.
import {
  CONTENT_FRAME_CHANNEL,
  isPlayerLaunchMessage,
  isPlayerLeaveMessage,
  type LauncherMessage,
  type PlayerLaunchMessage,
} from '@compliance/shared-contracts/content-frame';
import { API_NAMES, FINISH_EVENTS, createScormRuntime, type ScormRuntime } from './scorm-runtime';

type RuntimeWindow = Window & Partial<Record<'API' | 'API_1484_11', unknown>>;

/** A commit as a message can carry it: the runtime's text, number and flag values (its empty collections are objects). */
function plainValues(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value !== 'object' && typeof value !== 'function'));
}

/**
 * Unloads the course as a closed window would: its frame is sent to an empty page, which runs the
 * course's `beforeunload` and `unload` (where much content suspends and terminates). A session the
 * content left open is then committed once more, so what it set and the time it was open reach the
 * server (it stays open there, and is resumed as suspended). Then `done`: the launcher says `left`,
 * after whatever the course sent as it went.
 */
function leave(page: Window, runtime: ScormRuntime | undefined, done: () => void): void {
  const frame = page.document.querySelector('iframe');
  if (!frame) {
    done();
    return;
  }
  frame.addEventListener(
    'load',
    () => {
      runtime?.commitOpenSession();
      done();
    },
    { once: true },
  );
  frame.src = 'about:blank';
}

/**
 * The course entry a launch names, when it lies among the course files of this origin, as the
 * launcher's own does (below the same first path segment); the launcher's own when it names none.
 */
function entryOf(page: Window, requested: string | undefined, own: string): string | undefined {
  if (requested === undefined) return own;
  try {
    const base = page.location.href;
    const entry = new URL(requested, base);
    const filesRoot = new URL(own, base).pathname.split('/')[1];
    return entry.origin === new URL(base).origin && entry.pathname.split('/')[1] === filesRoot ? entry.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the activity the player sent: the runtime with its data, then the course in a frame of this
 * page (the frame of an activity before goes). `current` says whether the launch still stands once
 * the runtime has loaded: a launch left meanwhile starts no course.
 */
async function launch(
  page: Window,
  data: PlayerLaunchMessage,
  entry: string,
  send: (message: LauncherMessage) => void,
  current: () => boolean,
): Promise<ScormRuntime | undefined> {
  const runtime = await createScormRuntime(
    data.scormVersion,
    (params, last) => send({ channel: CONTENT_FRAME_CHANNEL, type: 'commit', params: plainValues(params), last }),
    data.navigation,
  );
  if (!current()) return undefined;
  runtime.loadFromFlattenedJSON(data.cmi, '');
  runtime.on(FINISH_EVENTS[data.scormVersion], () => {
    const navRequest = runtime.navigationRequest();
    send({ channel: CONTENT_FRAME_CHANNEL, type: 'finished', ...(navRequest !== undefined && { navRequest }) });
  });
  (page as RuntimeWindow)[API_NAMES[data.scormVersion]] = runtime;
  const { document } = page;
  document.documentElement.lang = data.language;
  document.title = data.title;
  for (const before of document.querySelectorAll('iframe')) before.remove();
  const frame = document.createElement('iframe');
  frame.title = data.title;
  frame.src = entry;
  document.body.append(frame);
  return runtime;
}

/** Where the launcher stands: no launch yet, an activity running, leaving it, or left (the next launch may come). */
type LauncherState = 'waiting' | 'running' | 'leaving' | 'left';

/**
 * Starts the launcher of `page`, whose body names the app's origin and the course's entry file
 * (the content server writes both): it says it is ready and waits for the player's launch. Once an
 * activity is left, the player may launch the next in the same launcher; what the runtime of an
 * activity left still sends (a late autocommit) is dropped.
 */
export function startLauncher(page: Window): void {
  const { appOrigin, entry } = page.document.body.dataset;
  if (!appOrigin || !entry) return;
  const send = (message: LauncherMessage) => page.parent.postMessage(message, appOrigin);
  let state: LauncherState = 'waiting';
  let runtime: ScormRuntime | undefined;
  // Counts launches and leaves: a runtime speaks while the count is the one of its launch.
  let generation = 0;
  page.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== appOrigin || event.source !== page.parent) return;
    if (isPlayerLeaveMessage(event.data)) {
      if (state === 'leaving' || state === 'left') return;
      // Left before its launch, the course never starts.
      state = 'leaving';
      leave(page, runtime, () => {
        generation += 1;
        runtime = undefined;
        state = 'left';
        send({ channel: CONTENT_FRAME_CHANNEL, type: 'left' });
      });
      return;
    }
    if ((state !== 'waiting' && state !== 'left') || !isPlayerLaunchMessage(event.data)) return;
    const courseEntry = entryOf(page, event.data.entry, entry);
    if (!courseEntry) return;
    state = 'running';
    generation += 1;
    const launched = generation;
    const current = () => generation === launched;
    const fromRuntime = (message: LauncherMessage) => current() && send(message);
    void launch(page, event.data, courseEntry, fromRuntime, current).then((started) => {
      if (started) runtime = started;
    });
  });
  send({ channel: CONTENT_FRAME_CHANNEL, type: 'ready' });
}
