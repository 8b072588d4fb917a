// The player's side of the content frame (docs/decisions/0009): the course and its SCORM runtime
// run in the launcher on the content origin; the player hands it the attempt and takes its
// commits, each message checked for the frame's window, the content origin and its shape.
import {
  CONTENT_FRAME_CHANNEL,
  isLauncherMessage,
  type PlayerLaunchMessage,
  type PlayerLeaveMessage,
} from '@compliance/shared-contracts/browser';

/** What the player does with the launcher's messages. */
export interface ContentFrameHandlers {
  /** A commit of the course; `last` when it terminates. */
  commit(params: Record<string, unknown>, last: boolean): void;
  /** The course called LMSFinish / Terminate; a SCORM 2004 course with its navigation request (adl.nav.request). */
  finished(navRequest: string | undefined): void;
}

/** The attempt as the launcher starts it. */
export type ContentLaunch = Omit<PlayerLaunchMessage, 'channel' | 'type'>;

/**
 * How long the player still listens once it is left: a course commits its last data as its frame
 * unloads, and that message arrives after the frame is gone.
 */
export const LAST_COMMIT_WAIT_MS = 10_000;

/** How long the exit button waits for the course to unload before it leaves anyway (a launcher that never answers). */
export const LEAVE_WAIT_MS = 3_000;

/** The player's hold on the launcher. */
export interface ContentFrameConnection {
  /** Has the launcher unload the course as a closed window would (its beforeunload and unload run); resolves once it has, or after {@link LEAVE_WAIT_MS}. */
  leave(): Promise<void>;
  /** Whether the launcher said it has left the course: it then takes the next activity's launch (and this connection hears no more). */
  launcherFree(): boolean;
  /** Stops listening at the course's last commit or after {@link LAST_COMMIT_WAIT_MS}, whichever comes first. */
  disconnect(): void;
}

/**
 * Listens to the launcher in `frameWindow`, served from `launchUrl`: answers its `ready` with the
 * launch (or launches at once in a launcher that has left the activity before, `launcherReady`),
 * passes commits and the finish on; `leave` has it unload the course first.
 */
export function connectContentFrame(
  frameWindow: Window,
  launchUrl: string,
  launch: ContentLaunch,
  handlers: ContentFrameHandlers,
  launcherReady = false,
): ContentFrameConnection {
  const contentOrigin = new URL(launchUrl).origin;
  const sendLaunch = () =>
    frameWindow.postMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'launch', ...launch } satisfies PlayerLaunchMessage, contentOrigin);
  let left = false;
  let free = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unloaded: (() => void) | undefined;
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('message', receive);
  };
  function receive(event: MessageEvent<unknown>) {
    if (event.source !== frameWindow || event.origin !== contentOrigin || !isLauncherMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'ready') {
      if (!left) sendLaunch();
    } else if (message.type === 'commit') {
      handlers.commit(message.params, message.last);
      if (left && message.last) stop();
    } else if (message.type === 'left') {
      // Everything of the course came before: what follows is the next activity's.
      free = true;
      stop();
      unloaded?.();
    } else {
      handlers.finished(message.navRequest);
    }
  }
  window.addEventListener('message', receive);
  if (launcherReady) sendLaunch();
  return {
    leave: () =>
      // A launcher that has left already (a switch that failed after it) has nothing to unload.
      new Promise<void>((resolve) => {
        if (free) {
          resolve();
          return;
        }
        const wait = setTimeout(resolve, LEAVE_WAIT_MS);
        unloaded = () => {
          clearTimeout(wait);
          resolve();
        };
        frameWindow.postMessage({ channel: CONTENT_FRAME_CHANNEL, type: 'leave' } satisfies PlayerLeaveMessage, contentOrigin);
      }),
    launcherFree: () => free,
    disconnect: () => {
      left = true;
      timer = setTimeout(stop, LAST_COMMIT_WAIT_MS);
    },
  };
}
