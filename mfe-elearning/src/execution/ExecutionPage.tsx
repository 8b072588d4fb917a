import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ELearningExecution, ExecutionActivity, ExecutionOutline } from '@compliance/shared-contracts/browser';
import { Alert, Box, Button, isApiRequestError, LinearProgress, Typography, useNavigate, useParams } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { ELearningPage } from '../common/ELearningPage';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';
import { useMemberTasksRefresh } from '../my-elearnings/api';
import { commitExecution, readExecutionActivity, useExecution, useExecutionOutline, useExecutionResult, type SavedCommit } from './api';
import { stepAfterEnd } from './after-end';
import { CommitQueue, cmiValuesOf } from './commit-queue';
import { connectContentFrame, type ContentFrameConnection } from './content-frame';
import { CourseOutline } from './CourseOutline';

/** Why data the content reported is not kept: no element of its SCORM version or beyond a limit, or the attempt is full. */
type DataNotKept = 'refused' | 'tooLarge';

/** The player's hold on the content frame: unload the content (its last commits kept), or wait until the commits sent are answered. */
interface ContentFrameControl {
  unload(): Promise<void>;
  settled(): Promise<void>;
  /** Whether the launcher has left the activity it ran: it then starts the next one itself, no new launcher needed. */
  launcherFree(): boolean;
}

/**
 * The activity of one attempt in `frame`: its launcher on the content origin runs the SCORM runtime
 * (docs/decisions/0009); the player starts it with the data read (for SCORM 2004, with the
 * navigation requests the server found valid, docs/decisions/0016), commits through the queue, and
 * reports each kept commit and when the content finishes. Connected before the frame loads (a
 * layout effect runs before any message can arrive), so the launcher's first word is heard; each
 * activity launched gets a connection of its own, and the launcher of the activity before when it
 * has left that one (a new frame otherwise).
 */
function useContentFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  execution: ELearningExecution,
  language: string,
  onCommitted: (saved: SavedCommit, activityId: string) => void,
  onFinished: (navRequest: string | undefined) => void,
  onDataNotKept: (reason: DataNotKept) => void,
): ContentFrameControl {
  const connection = useRef<ContentFrameConnection | null>(null);
  const connectedWindow = useRef<Window | null>(null);
  const commits = useRef<CommitQueue | null>(null);
  useLayoutEffect(() => {
    const frameWindow = frame.current?.contentWindow;
    if (!frameWindow) return undefined;
    const launcherReady = connectedWindow.current === frameWindow && connection.current?.launcherFree() === true;
    const queue = new CommitQueue(async (cmi, last) => {
      try {
        onCommitted(await commitExecution(execution, cmi, last), execution.activityId);
      } catch (error) {
        if (isApiRequestError(error) && error.code === 'ELearning.RunTimeDataTooLarge') onDataNotKept('tooLarge');
        throw error;
      }
    });
    commits.current = queue;
    const navigation =
      execution.scormVersion === '2004'
        ? {
            continue: execution.navigation.continue !== null,
            previous: execution.navigation.previous !== null,
            choices: execution.activities.filter((activity) => activity.choosable).map((activity) => activity.id),
          }
        : undefined;
    const launch = {
      scormVersion: execution.scormVersion,
      cmi: execution.cmi,
      title: execution.title,
      language,
      navigation,
      entry: execution.entryUrl,
    };
    const handlers = {
      commit: (params: Record<string, unknown>, last: boolean) => {
        const { values, refused } = cmiValuesOf(params, execution.scormVersion);
        if (refused.length > 0) onDataNotKept('refused');
        queue.push(values, last);
      },
      finished: onFinished,
    };
    const connected = connectContentFrame(frameWindow, execution.launchUrl, launch, handlers, launcherReady);
    connection.current = connected;
    connectedWindow.current = frameWindow;
    return connected.disconnect;
    // One connection per launch of an activity: the callbacks only report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [execution.launchUrl]);
  // Unloaded, the course has sent its last commits; once they are answered the server holds them.
  const unload = useCallback(async () => {
    await connection.current?.leave();
    await commits.current?.settled();
  }, []);
  const settled = useCallback(async () => {
    await commits.current?.settled();
  }, []);
  const launcherFree = useCallback(() => connection.current?.launcherFree() === true, []);
  return { unload, settled, launcherFree };
}

/** Where the player stands among the course's activities it launches, in their order (hidden ones too: they come in their turn). */
function activityPosition({ activities, activityId }: { activities: readonly ExecutionActivity[]; activityId: string | null }) {
  const launchable = activities.filter((activity) => activity.launchable);
  return { count: launchable.length, index: launchable.findIndex((activity) => activity.id === activityId) };
}

/** The course's frame: the page's width, and as high as the window leaves room for. */
const FRAME_SX = {
  width: '100%',
  height: 'calc(100vh - 16rem)',
  minHeight: '30rem',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

/** Props of PlayerLayout. */
interface PlayerLayoutProps {
  /** Exit, a course's steps and what the row says (the attempt done). */
  controls: ReactNode;
  /** Notices below the row. */
  notices?: ReactNode;
  /** The table of contents of a course of many activities; null for a course of one. */
  outline: ReactNode | null;
  /** The course's frame, or what holds its place. */
  children: ReactNode;
}

/**
 * The player's places, the same while it opens and once it plays, so the course comes in without
 * moving the page: the row of controls (it wraps on a phone), notices, then the course beside its
 * table of contents from md on, below it on a phone.
 */
function PlayerLayout({ controls, notices, outline, children }: PlayerLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>{controls}</Box>
      {notices}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: outline ? 'minmax(14rem, 18rem) 1fr' : '1fr' } }}>
        {outline}
        {children}
      </Box>
    </Box>
  );
}

/** Previous, where the player stands, and Next, of a course of many activities; a step without its action waits. */
function ActivitySteps({ status, onPrevious, onNext }: { status: string; onPrevious?: () => void; onNext?: () => void }) {
  const { t } = useELearningTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button variant="outlined" disabled={!onPrevious} onClick={onPrevious}>
        {t('execution.previous')}
      </Button>
      <Typography aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {status}
      </Typography>
      <Button variant="outlined" disabled={!onNext} onClick={onNext}>
        {t('execution.next')}
      </Button>
    </Box>
  );
}

/**
 * The player while its opening is read: the attempt as it stands (its outline, where the member
 * stopped) in the player's places, its steps waiting and the frame's place held. Its first view
 * draws the same (docs/decisions/0022).
 */
function OpeningPlayer({ outline }: { outline: ExecutionOutline | undefined }) {
  const { t } = useELearningTranslation();
  const navigate = useNavigate();
  const multiple = outline !== undefined && activityPosition(outline).count > 1;
  return (
    <PlayerLayout
      controls={
        <>
          <Button variant="contained" onClick={() => navigate(elearningPaths.myELearnings())}>
            {t('execution.exit')}
          </Button>
          {multiple && <ActivitySteps status={t('execution.switching')} />}
        </>
      }
      outline={
        multiple ? (
          <CourseOutline activities={outline.activities} current={outline.activityId ?? ''} disabled onChoose={() => undefined} />
        ) : null
      }
    >
      <Box sx={{ ...FRAME_SX, p: 2 }}>
        <LinearProgress aria-label={t('execution.opening')} />
      </Box>
    </PlayerLayout>
  );
}

function Player({ execution: read }: { execution: ELearningExecution }) {
  const { t, i18n } = useELearningTranslation();
  // The activity as this opening read it: a later read (a revalidation) brings a new grant, and a
  // new frame address would reload the course and restart it from the data of the first read. A
  // switch of activity reads the next one and replaces it.
  const [execution, setExecution] = useState(read);
  // The launcher's frame: the first activity's, kept for the next ones while it leaves each as
  // asked (no new page, runtime and scripts to load); a launcher that did not answer is replaced.
  const [launcher, setLauncher] = useState({ url: read.launchUrl, opening: 0 });
  // What the server last said of the attempt, for the step after an activity ends (read after the
  // last commit's answer, before React renders it).
  const latest = useRef(execution);
  latest.current = execution;
  const navigate = useNavigate();
  const refreshTasks = useMemberTasksRefresh();
  const [completed, setCompleted] = useState(execution.completed);
  // Opening an attempt starts its task: the task lists read again when next shown ("in progress").
  useEffect(() => refreshTasks(), [refreshTasks]);
  const resultUuid = useExecutionResult(execution.executionUuid, completed).data?.resultUuid;
  const backToList = useCallback(() => navigate(elearningPaths.myELearnings()), [navigate]);
  // Content also finishes as its frame unloads when the member leaves the player another way (the
  // certificate link, the browser's Back, the sidebar) or switches activity; the way they chose
  // then stands. The flag is set before the frame leaves the page: React runs layout clean-ups
  // before it removes the nodes.
  const leaving = useRef(false);
  useLayoutEffect(
    () => () => {
      leaving.current = true;
    },
    [],
  );
  const position = activityPosition(execution);
  const [switching, setSwitching] = useState<string | null>(null);
  const [switchFailed, setSwitchFailed] = useState<string | null>(null);
  const [dataNotKept, setDataNotKept] = useState<DataNotKept | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const sharesAppOrigin = new URL(execution.launchUrl).origin === window.location.origin;
  const [exiting, setExiting] = useState(false);
  const [ended, setEnded] = useState(false);
  const deliverRef = useRef<(activityId: string) => void>(() => undefined);
  const committed = (saved: SavedCommit, activityId: string) => {
    if (saved.completed && !latest.current.completed) {
      setCompleted(true);
      refreshTasks();
    }
    // The table of contents and the navigation as the commit left them, for the activity shown; a
    // late answer for the one before still says whether the attempt is done.
    latest.current =
      activityId === latest.current.activityId
        ? { ...latest.current, ...saved }
        : { ...latest.current, completed: latest.current.completed || saved.completed };
    setExecution(latest.current);
  };
  // Once its last commit is kept, an ended activity hands over as the content asked or the course
  // says (after-end.ts): another activity, the list, or the learner's choice.
  const finished = (navRequest: string | undefined) => {
    if (leaving.current) return;
    void frameControl.settled().then(() => {
      if (leaving.current) return;
      const step = stepAfterEnd(latest.current, navRequest);
      if (step === 'leave') backToList();
      else if (step === 'stay') setEnded(true);
      else deliverRef.current(step.deliver);
    });
  };
  const frameControl = useContentFrame(frame, execution, i18n.language.slice(0, 2), committed, finished, setDataNotKept);
  /** Unloads the activity shown (its last commit kept), reads the one chosen and launches it (in a new frame if the launcher did not leave). */
  const deliver = async (activityId: string) => {
    leaving.current = true;
    setSwitching(activityId);
    setSwitchFailed(null);
    setEnded(false);
    try {
      await frameControl.unload();
      const launcherFree = frameControl.launcherFree();
      const next = await readExecutionActivity(execution.executionUuid, activityId);
      if (!launcherFree) setLauncher((before) => ({ url: next.launchUrl, opening: before.opening + 1 }));
      setExecution(next);
      if (next.completed) setCompleted(true);
    } catch {
      setSwitchFailed(activityId);
    } finally {
      leaving.current = false;
      setSwitching(null);
    }
  };
  deliverRef.current = (activityId) => void deliver(activityId);
  const multiple = position.count > 1;
  const busy = switching !== null || exiting;
  const { previous, continue: next } = execution.navigation;
  return (
    <PlayerLayout
      controls={
        <>
          {/* Exit unloads the course first, as closing its window would (its beforeunload and unload
              run, where much content suspends and terminates); its last commit outlives the page. */}
          <Button
            variant="contained"
            disabled={busy}
            aria-busy={exiting}
            onClick={() => {
              leaving.current = true;
              setExiting(true);
              void frameControl.unload().then(backToList);
            }}
          >
            {t(exiting ? 'execution.exiting' : 'execution.exit')}
          </Button>
          {multiple && (
            <ActivitySteps
              status={switching ? t('execution.switching') : t('execution.position', { index: position.index + 1, count: position.count })}
              onPrevious={busy || !previous ? undefined : () => void deliver(previous)}
              onNext={busy || !next ? undefined : () => void deliver(next)}
            />
          )}
          {completed && (
            <Alert
              severity="success"
              role="status"
              sx={{ flex: 1 }}
              action={
                resultUuid && (
                  <Button color="inherit" size="small" onClick={() => navigate(elearningPaths.certificate(resultUuid))}>
                    {t('execution.showCertificate')}
                  </Button>
                )
              }
            >
              {t('execution.completed')}
            </Alert>
          )}
        </>
      }
      notices={
        <>
          {dataNotKept && (
            <Alert severity={dataNotKept === 'tooLarge' ? 'error' : 'warning'}>
              {t(dataNotKept === 'tooLarge' ? 'execution.dataTooLarge' : 'execution.dataRefused')}
            </Alert>
          )}
          {ended && <Alert severity="info">{t('execution.activityEnded')}</Alert>}
          {switchFailed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void deliver(switchFailed)}>
                  {t('execution.retry')}
                </Button>
              }
            >
              {t('execution.switchFailed')}
            </Alert>
          )}
        </>
      }
      outline={
        multiple ? (
          <CourseOutline
            activities={execution.activities}
            current={execution.activityId}
            disabled={busy}
            onChoose={(activityId) => activityId !== execution.activityId && void deliver(activityId)}
          />
        ) : null
      }
    >
      {/* The course runs on the content origin, sandboxed: its scripts, forms and own origin (its
          files, its storage), never the app's window, no top navigation, no popups. On the app's
          own origin that sandbox would not hold (a frame of the same origin may lift it). */}
      {sharesAppOrigin ? (
        <Alert severity="error">{t('execution.contentOriginShared')}</Alert>
      ) : (
        <Box
          component="iframe"
          key={launcher.opening}
          ref={frame}
          src={launcher.url}
          sandbox="allow-scripts allow-same-origin allow-forms"
          title={t('execution.frameTitle', { title: execution.title })}
          sx={FRAME_SX}
        />
      )}
    </PlayerLayout>
  );
}

/**
 * /dashboard/apps/elearnings/execution/:executionUuid: the SCORM player, full width, with exit.
 * The attempt's outline shows while its opening is read.
 */
export function ExecutionPage() {
  const { t } = useELearningTranslation();
  const { executionUuid = '' } = useParams();
  const outline = useExecutionOutline(executionUuid);
  const execution = useExecution(executionUuid);
  // The player of a course of many activities is a large render: drawn in the background, it
  // yields to the phone's input and paint instead of holding the main thread.
  const opened = useDeferredValue(execution.data);
  const opening = opened === undefined && execution.error === undefined;
  return (
    <ELearningPage title={opened?.title ?? outline.data?.title ?? t('execution.title')}>
      {opening ? (
        <OpeningPlayer outline={outline.data} />
      ) : (
        <Loaded result={{ data: opened, error: execution.error }}>{(data) => <Player execution={data} />}</Loaded>
      )}
    </ELearningPage>
  );
}
