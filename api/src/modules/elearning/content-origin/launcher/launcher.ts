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
 * server (it stays open there, and is resumed as suspended). Then says `left`, after whatever the
 * course sent as it went.
 */
function leave(page: Window, send: (message: LauncherMessage) => void, runtime: ScormRuntime | undefined): void {
  const frame = page.document.querySelector('iframe');
  if (!frame) {
    send({ channel: CONTENT_FRAME_CHANNEL, type: 'left' });
    return;
  }
  frame.addEventListener(
    'load',
    () => {
      runtime?.commitOpenSession();
      send({ channel: CONTENT_FRAME_CHANNEL, type: 'left' });
    },
    { once: true },
  );
  frame.src = 'about:blank';
}

/** Runs the attempt the player sent: the runtime with its data, then the course in a frame of this page. */
async function launch(
  page: Window,
  data: PlayerLaunchMessage,
  entry: string,
  send: (message: LauncherMessage) => void,
): Promise<ScormRuntime> {
  const runtime = await createScormRuntime(
    data.scormVersion,
    (params, last) => send({ channel: CONTENT_FRAME_CHANNEL, type: 'commit', params: plainValues(params), last }),
    data.navigation,
  );
  runtime.loadFromFlattenedJSON(data.cmi, '');
  runtime.on(FINISH_EVENTS[data.scormVersion], () => {
    const navRequest = runtime.navigationRequest();
    send({ channel: CONTENT_FRAME_CHANNEL, type: 'finished', ...(navRequest !== undefined && { navRequest }) });
  });
  (page as RuntimeWindow)[API_NAMES[data.scormVersion]] = runtime;
  const { document } = page;
  document.documentElement.lang = data.language;
  document.title = data.title;
  const frame = document.createElement('iframe');
  frame.title = data.title;
  frame.src = entry;
  document.body.append(frame);
  return runtime;
}

/**
 * Starts the launcher of `page`, whose body names the app's origin and the course's entry file
 * (the content server writes both): it says it is ready and waits for the player's launch.
 */
export function startLauncher(page: Window): void {
  const { appOrigin, entry } = page.document.body.dataset;
  if (!appOrigin || !entry) return;
  const send = (message: LauncherMessage) => page.parent.postMessage(message, appOrigin);
  let launched = false;
  let runtime: ScormRuntime | undefined;
  page.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== appOrigin || event.source !== page.parent) return;
    if (isPlayerLeaveMessage(event.data)) {
      // Left before its launch, the course never starts.
      launched = true;
      leave(page, send, runtime);
      return;
    }
    if (launched || !isPlayerLaunchMessage(event.data)) return;
    launched = true;
    void launch(page, event.data, entry, send).then((started) => {
      runtime = started;
    });
  });
  send({ channel: CONTENT_FRAME_CHANNEL, type: 'ready' });
}
