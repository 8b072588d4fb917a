import { declaredFirstRequestKeys, mockEndpoint, onScreenWidth, pageAnswerKeysOf, type MockReply } from '@compliance/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTENT_FRAME_CHANNEL,
  PERMISSIONS,
  type ELearningExecution,
  type ExecutionActivity,
  type ExecutionOutline,
  type MemberTask,
  createExecutionEndpoint,
  readExecutionEndpoint,
  readExecutionOutlineEndpoint,
  readExecutionResultEndpoint,
  readMemberTasksEndpoint,
  readResultDataEndpoint,
  saveExecutionEndpoint,
} from '@compliance/shared-contracts/browser';
import { areaDescription } from '../area-description';
import { activityOf, FIRST_AID_RESULT } from '../fixtures';
import { renderELearning, settle } from '../test-utils';

const CONTENT_ORIGIN = 'http://127.0.0.1:8081';
const EXECUTION: ELearningExecution = {
  executionUuid: '88888888-8888-4888-8888-888888888888',
  taskUuid: '55555555-5555-4555-8555-555555555555',
  title: 'Brandschutz im Betrieb',
  scormVersion: '1.2',
  activityId: 'brandschutz-item',
  activities: [
    {
      id: 'brandschutz-item',
      title: 'Brandschutz im Betrieb',
      depth: 0,
      visible: true,
      launchable: true,
      status: 'incomplete',
      choosable: true,
    },
  ],
  navigation: { continue: null, previous: null, afterEnd: 'continue' },
  launchUrl: `${CONTENT_ORIGIN}/launch/${'a'.repeat(43)}`,
  entryUrl: `${CONTENT_ORIGIN}/elearning/${'a'.repeat(43)}/index.html`,
  cmi: {
    'cmi.core.student_id': '99999999-9999-4999-8999-999999999999',
    'cmi.core.student_name': 'Mustermann, Max',
    'cmi.core.lesson_location': '1',
    'cmi.core.lesson_status': 'incomplete',
    'cmi.core.entry': 'resume',
    'cmi.suspend_data': '{"answers":[]}',
  },
  completed: false,
};
const PAGE = `/dashboard/apps/elearnings/execution/${EXECUTION.executionUuid}`;
/** The attempt as it stands, read without opening it. */
const outlineOf = ({ executionUuid, taskUuid, title, scormVersion, activities, completed }: ELearningExecution): ExecutionOutline => ({
  executionUuid,
  taskUuid,
  title,
  scormVersion,
  activities,
  completed,
  activityId: null,
});
const MEMBER = {
  role: 'member' as const,
  permissions: [PERMISSIONS.elearning.readMemberTasks, PERMISSIONS.elearning.execute, PERMISSIONS.elearning.readCertificate],
};

// The course and its runtime run in the launcher on the content origin (docs/decisions/0009);
// here the launcher is played by messages from the frame's window, as a browser delivers them.

/** A message of the launcher in `frame`, from the content origin unless another is given. */
function fromLauncher(frame: HTMLElement, data: Record<string, unknown>, origin = CONTENT_ORIGIN): void {
  const source = (frame as HTMLIFrameElement).contentWindow;
  window.dispatchEvent(new MessageEvent('message', { data: { channel: CONTENT_FRAME_CHANNEL, ...data }, origin, source }));
}
const commitOf = (params: Record<string, string>, last = false) => ({ type: 'commit', params, last });
/** save-execution's answer for the single-SCO attempt. */
const savedAs = (completed: boolean) => ({ body: { completed, activities: EXECUTION.activities, navigation: EXECUTION.navigation } });

/** The member's task of the attempt, started. */
const TASK: MemberTask = {
  taskUuid: EXECUTION.taskUuid,
  elearningUuid: '11111111-1111-4111-8111-111111111111',
  title: EXECUTION.title,
  description: '',
  category: 'Brandschutz',
  durationMinutes: 20,
  status: 'inprogress',
  dueDate: '2026-12-02',
  startedAt: '2026-11-25T08:00:00Z',
  completedAt: null,
  resultUuid: null,
};

function renderPlayer(saveAnswer: MockReply<typeof saveExecutionEndpoint> = savedAs(false), execution = EXECUTION) {
  return renderELearning(PAGE, {
    ...MEMBER,
    routes: [
      mockEndpoint(readExecutionOutlineEndpoint, { body: outlineOf(execution) }),
      mockEndpoint(readExecutionEndpoint, { body: execution }),
      mockEndpoint(saveExecutionEndpoint, saveAnswer),
      mockEndpoint(createExecutionEndpoint, { body: { executionUuid: EXECUTION.executionUuid } }),
      mockEndpoint(readExecutionResultEndpoint, { body: { ...FIRST_AID_RESULT, executionUuid: EXECUTION.executionUuid } }),
      mockEndpoint(readResultDataEndpoint, { body: FIRST_AID_RESULT }),
      mockEndpoint(readMemberTasksEndpoint, {
        body: { items: [TASK], total: 1, counts: { overdue: 0, next7Days: 1, nextMonth: 1, done: 0, all: 1 } },
      }),
    ],
  });
}

/**
 * The player over a course of many activities: a read launches the activity it names (`first`
 * without), a commit answers what `savedOf` says for its activity.
 */
function renderCourse(
  launchOf: (activityId: string) => ELearningExecution,
  savedOf: (activityId: string) => Pick<ELearningExecution, 'completed' | 'activities' | 'navigation'>,
  first: string,
) {
  return renderELearning(PAGE, {
    ...MEMBER,
    routes: [
      mockEndpoint(readExecutionOutlineEndpoint, { body: outlineOf(launchOf(first)) }),
      mockEndpoint(readExecutionEndpoint, (body) => ({ body: launchOf(body.activityId ?? first) })),
      mockEndpoint(saveExecutionEndpoint, (body) => ({ body: savedOf(body.activityId ?? first) })),
      mockEndpoint(readMemberTasksEndpoint, {
        body: { items: [TASK], total: 1, counts: { overdue: 0, next7Days: 1, nextMonth: 1, done: 0, all: 1 } },
      }),
    ],
  });
}

/**
 * The frame once it shows `launchUrl`, its launcher answering `leave` as it unloads the course
 * (unless it is `silent`); `sent` holds what the player sent it.
 */
async function launchedFrame(launchUrl: string, { silent = false } = {}) {
  await waitFor(() => expect(screen.getByTitle('Kursinhalt: Brandschutz im Betrieb')).toHaveAttribute('src', launchUrl));
  const frame = screen.getByTitle('Kursinhalt: Brandschutz im Betrieb');
  const sent = jest.spyOn((frame as HTMLIFrameElement).contentWindow!, 'postMessage').mockImplementation((message: unknown) => {
    if ((message as { type?: string }).type === 'leave' && !silent) fromLauncher(frame, { type: 'left' });
  });
  return { frame, sent };
}

/** The launcher's and the entry's address of an activity's grant. */
const grantOf = (activityId: string) => ({
  launchUrl: `${CONTENT_ORIGIN}/launch/${activityId.padEnd(43, 'x')}`,
  entryUrl: `${CONTENT_ORIGIN}/elearning/${activityId.padEnd(43, 'x')}/sco.html?sco=${activityId}`,
});

/** What reading an activity of a course answers: the attempt at it, the course's activities, where the learner may go from it. */
const launchIn =
  (activities: ExecutionActivity[], navigationOf: (activityId: string) => ELearningExecution['navigation']) =>
  (activityId: string): ELearningExecution => ({
    ...EXECUTION,
    activityId,
    activities,
    navigation: navigationOf(activityId),
    ...grantOf(activityId),
  });

/** A course of two lessons in a row: its activities, where each leads, and what reading one answers. */
const TWO_LESSONS = (() => {
  const activities = [activityOf('lesson-1'), activityOf('lesson-2')];
  const navigationOf = (activityId: string): ELearningExecution['navigation'] =>
    activityId === 'lesson-1'
      ? { continue: 'lesson-2', previous: null, afterEnd: 'continue' }
      : { continue: null, previous: 'lesson-1', afterEnd: 'continue' };
  return { activities, navigationOf, launchOf: launchIn(activities, navigationOf) };
})();

/** Waits until the player has launched `entryUrl` in the launcher it holds, the last it sent there. */
const launchedIn = (sent: jest.SpyInstance, entryUrl: string) =>
  waitFor(() => expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'launch', entry: entryUrl }), CONTENT_ORIGIN));

/** A test on a desktop's width, where the table of contents stands beside the course (folded on a phone, it draws no lessons). */
const onDesktop = (body: () => Promise<void>) => () => onScreenWidth(1280, body);

describe('the SCORM player', () => {
  afterEach(settle);

  it("frames the attempt's launcher, sandboxed, and starts it with the data read once it is ready", async () => {
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    expect(frame).toHaveAttribute('src', EXECUTION.launchUrl);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    const launcher = (frame as HTMLIFrameElement).contentWindow!;
    const sent = jest.spyOn(launcher, 'postMessage').mockImplementation(() => undefined);
    act(() => fromLauncher(frame, { type: 'ready' }));
    expect(sent).toHaveBeenCalledWith(
      {
        channel: CONTENT_FRAME_CHANNEL,
        type: 'launch',
        scormVersion: '1.2',
        cmi: EXECUTION.cmi,
        title: EXECUTION.title,
        language: 'de',
        entry: EXECUTION.entryUrl,
      },
      CONTENT_ORIGIN,
    );
  });

  it(
    "shows the attempt's title and outline while it opens, from the read the area declares for the page",
    onDesktop(async () => {
      let open: (reply: { body: ELearningExecution }) => void = () => undefined;
      const course = TWO_LESSONS.launchOf('lesson-1');
      const { requests } = renderELearning(PAGE, {
        ...MEMBER,
        routes: [
          mockEndpoint(readExecutionOutlineEndpoint, { body: { ...outlineOf(course), title: 'Erste Hilfe – Grundlagen' } }),
          mockEndpoint(readExecutionEndpoint, () => new Promise((resolve) => (open = resolve))),
          mockEndpoint(readMemberTasksEndpoint, {
            body: { items: [TASK], total: 1, counts: { overdue: 0, next7Days: 1, nextMonth: 1, done: 0, all: 1 } },
          }),
        ],
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Erste Hilfe – Grundlagen' })).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Der Kurs wird geöffnet …' })).toBeInTheDocument();
      const outline = screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
      expect(within(outline).getByRole('button', { name: /lesson-2/ })).toBeDisabled();
      // The player's row as it will be, its steps waiting, so the course comes in without moving the page.
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
      expect(screen.queryByTitle(/^Kursinhalt/)).not.toBeInTheDocument();
      // Its first read is the one the area declares, which the server answers into the page (decision 0022).
      const declared = declaredFirstRequestKeys(areaDescription, PAGE);
      expect(declared).toHaveLength(1);
      expect(pageAnswerKeysOf(requests).slice(0, 1)).toEqual(declared);
      act(() => open({ body: course }));
      expect(await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb')).toHaveAttribute('src', course.launchUrl);
      expect(screen.queryByRole('progressbar', { name: 'Der Kurs wird geöffnet …' })).not.toBeInTheDocument();
    }),
  );

  it('commits what the course sets to save-execution, and says when the attempt is done', async () => {
    const { requests } = renderPlayer(savedAs(true));
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() =>
      fromLauncher(frame, commitOf({ 'cmi.core.lesson_location': '4', 'cmi.core.score.raw': '100', 'cmi.core.lesson_status': 'passed' })),
    );
    await waitFor(() => expect(requests.some((request) => request.path === '/api/elearning/save-execution')).toBe(true));
    const commit = requests.find((request) => request.path === '/api/elearning/save-execution')?.body as {
      executionUuid: string;
      activityId: string;
      cmi: Record<string, string>;
    };
    expect(commit).toMatchObject({ executionUuid: EXECUTION.executionUuid, activityId: 'brandschutz-item' });
    expect(commit.cmi).toMatchObject({ 'cmi.core.lesson_location': '4', 'cmi.core.score.raw': '100', 'cmi.core.lesson_status': 'passed' });
    expect(await screen.findByRole('status')).toHaveTextContent('Geschafft: Sie haben dieses E-Learning abgeschlossen.');
    // The done note leads to the attempt's certificate.
    await userEvent.click(await screen.findByRole('button', { name: 'Bescheinigung ansehen' }));
    expect(await screen.findByRole('article', { name: 'Teilnahmebescheinigung' })).toBeInTheDocument();
  });

  it('hears only the launcher in its frame, from the content origin', async () => {
    const { requests } = renderPlayer();
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => {
      fromLauncher(frame, commitOf({ 'cmi.core.lesson_status': 'passed' }), 'http://localhost');
      fromLauncher(frame, commitOf({ 'cmi.core.lesson_status': 'passed' }), 'http://evil.example');
      window.dispatchEvent(
        new MessageEvent('message', { data: { channel: CONTENT_FRAME_CHANNEL, ...commitOf({}) }, origin: CONTENT_ORIGIN, source: window }),
      );
      fromLauncher(frame, { type: 'navigate', url: 'http://evil.example' });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.some((request) => request.path === '/api/elearning/save-execution')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeInTheDocument();
  });

  it('commits what SCORM 1.2 allows and warns of what it leaves out: suspend data beyond 4,096 characters', async () => {
    const { requests } = renderPlayer();
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    // The runtime takes it (it checks no length in SCORM 1.2); the book allows 4,096 characters.
    act(() => fromLauncher(frame, commitOf({ 'cmi.core.lesson_location': '5', 'cmi.suspend_data': 'x'.repeat(5000) })));
    expect(await screen.findByText(/Der Kurs hat Daten gemeldet, die SCORM so nicht vorsieht/)).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/elearning/save-execution')).toBe(true));
    const commit = requests.find((request) => request.path === '/api/elearning/save-execution')?.body as { cmi: Record<string, string> };
    expect(commit.cmi['cmi.core.lesson_location']).toBe('5');
    expect(commit.cmi['cmi.suspend_data']).toBeUndefined();
  });

  it("says so when the server keeps no more of the attempt's data", async () => {
    renderPlayer({ status: 413, body: { error: { code: 'ELearning.RunTimeDataTooLarge' } } });
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => fromLauncher(frame, commitOf({ 'cmi.core.lesson_location': '6' })));
    expect(await screen.findByText(/so viele Kursdaten gespeichert, wie eine Durchführung halten kann/)).toBeInTheDocument();
  });

  it('returns to My E-Learnings when the course finishes', async () => {
    renderPlayer();
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => fromLauncher(frame, { type: 'finished' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine E-Learnings' })).toBeInTheDocument();
  });

  it("keeps the member's way when the course finishes as the player is left, and still sends its last commit", async () => {
    const user = userEvent.setup();
    const { requests } = renderPlayer(savedAs(true));
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => fromLauncher(frame, commitOf({ 'cmi.core.lesson_status': 'passed' })));
    // As a course does on unload: the frame, removed with the player, commits and finishes.
    const observer = new MutationObserver(() => {
      if (frame.isConnected) return;
      observer.disconnect();
      fromLauncher(frame, commitOf({ 'cmi.core.lesson_location': '9', 'cmi.core.exit': 'suspend' }, true));
      fromLauncher(frame, { type: 'finished' });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.click(await screen.findByRole('button', { name: 'Bescheinigung ansehen' }));
    expect(await screen.findByRole('article', { name: 'Teilnahmebescheinigung' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/elearning/save-execution' &&
            (request.body as { cmi: Record<string, string> }).cmi['cmi.core.exit'] === 'suspend',
        ),
      ).toBe(true),
    );
  });

  it('leaves through its exit button once the course has unloaded, its last commit sent; opened again, it reads the attempt afresh', async () => {
    const user = userEvent.setup();
    const { requests } = renderPlayer();
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    // The launcher unloads the course at `leave`: the course suspends and terminates as it goes.
    const launcher = (frame as HTMLIFrameElement).contentWindow!;
    jest.spyOn(launcher, 'postMessage').mockImplementation((message: unknown) => {
      if ((message as { type?: string }).type !== 'leave') return;
      fromLauncher(frame, commitOf({ 'cmi.core.lesson_location': '7', 'cmi.core.exit': 'suspend' }, true));
      fromLauncher(frame, { type: 'finished' });
      fromLauncher(frame, { type: 'left' });
    });
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine E-Learnings' })).toBeInTheDocument();
    const last = requests.find((request) => request.path === '/api/elearning/save-execution')?.body;
    expect(last).toMatchObject({ cmi: { 'cmi.core.lesson_location': '7', 'cmi.core.exit': 'suspend' }, last: true });
    await user.click(await screen.findByRole('button', { name: 'Fortsetzen' }));
    await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    expect(requests.filter((request) => request.path === '/api/elearning/read-execution')).toHaveLength(2);
  });

  it('folds the table of contents on a phone, its lessons drawn only once it is shown', () =>
    onScreenWidth(390, async () => {
      const user = userEvent.setup();
      renderCourse(
        TWO_LESSONS.launchOf,
        (activityId) => ({ completed: false, activities: TWO_LESSONS.activities, navigation: TWO_LESSONS.navigationOf(activityId) }),
        'lesson-1',
      );
      await launchedFrame(grantOf('lesson-1').launchUrl);
      const outline = screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
      expect(within(outline).queryByRole('button', { name: /lesson-2/ })).not.toBeInTheDocument();
      await user.click(within(outline).getByRole('button', { name: 'Inhaltsverzeichnis anzeigen' }));
      expect(within(outline).getByRole('button', { name: /lesson-2/ })).toBeInTheDocument();
    }));

  it(
    'plays a course of many SCOs: its contents, next, previous and a choice, each SCO launched in the launcher it holds, commits naming it',
    onDesktop(async () => {
      const user = userEvent.setup();
      const activities = [
        activityOf('chapter', 'Kapitel 1', 0, { launchable: false, status: 'incomplete' }),
        activityOf('lesson-1', 'Gefahren erkennen', 1, { status: 'completed' }),
        activityOf('lesson-2', 'Löschen', 1),
        activityOf('hidden', 'Zusatz', 1, { visible: false }),
        activityOf('quiz', 'Abschlusstest', 0),
      ];
      // SCORM 1.2: continue and previous follow the organization's order.
      const order = ['lesson-1', 'lesson-2', 'hidden', 'quiz'];
      const navigationOf = (activityId: string): ELearningExecution['navigation'] => ({
        continue: order[order.indexOf(activityId) + 1] ?? null,
        previous: order[order.indexOf(activityId) - 1] ?? null,
        afterEnd: 'continue',
      });
      const launchOf = launchIn(activities, navigationOf);
      const { requests } = renderCourse(
        launchOf,
        (activityId) => ({ completed: false, activities, navigation: navigationOf(activityId) }),
        'lesson-1',
      );
      const { frame, sent } = await launchedFrame(launchOf('lesson-1').launchUrl);
      const launched = (activityId: string) => launchedIn(sent, launchOf(activityId).entryUrl);
      const contents = screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
      expect(
        within(contents)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Kapitel 1', 'Gefahren erkennenAbgeschlossen', 'LöschenNicht begonnen', 'AbschlusstestNicht begonnen']);
      expect(within(contents).getByRole('button', { name: /Gefahren erkennen/ })).toHaveAttribute('aria-current', 'step');
      expect(screen.getByText('1 von 4')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      await launched('lesson-2');
      expect(await screen.findByText('2 von 4')).toBeInTheDocument();
      act(() => fromLauncher(frame, commitOf({ 'cmi.core.lesson_status': 'completed' })));
      await waitFor(() =>
        expect(requests.filter((request) => request.path === '/api/elearning/save-execution').map((request) => request.body)).toEqual([
          expect.objectContaining({ executionUuid: EXECUTION.executionUuid, activityId: 'lesson-2' }),
        ]),
      );
      // A SCO that finishes hands over to the next, hidden ones too: they come in their turn.
      act(() => fromLauncher(frame, { type: 'finished' }));
      await launched('hidden');
      expect(await screen.findByText('3 von 4')).toBeInTheDocument();

      await user.click(within(contents).getByRole('button', { name: /Abschlusstest/ }));
      await launched('quiz');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled());
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      await launched('hidden');
      // One launcher throughout: the frame the first activity opened.
      expect(screen.getByTitle('Kursinhalt: Brandschutz im Betrieb')).toBe(frame);
      expect(frame).toHaveAttribute('src', launchOf('lesson-1').launchUrl);
      expect(
        requests
          .filter((request) => request.path === '/api/elearning/read-execution')
          .map((request) => (request.body as { activityId?: string }).activityId),
      ).toEqual([undefined, 'lesson-2', 'hidden', 'quiz', 'hidden']);
    }),
  );

  it(
    'follows SCORM 2004 sequencing: offers only what the course allows, hands it to the content, and carries out its requests',
    onDesktop(async () => {
      const user = userEvent.setup();
      const activity = (id: string, title: string, choosable: boolean, status: ExecutionActivity['status'] = 'not-attempted') => ({
        id,
        title,
        depth: 0,
        visible: true,
        launchable: true,
        status,
        choosable,
      });
      const before = [
        activity('lesson-1', 'Lektion 1', true),
        activity('lesson-2', 'Lektion 2', true),
        activity('test', 'Abschlusstest', false),
      ];
      // Once lesson 1 is passed, the test's precondition no longer disables it.
      const after = [activity('lesson-1', 'Lektion 1', true, 'passed'), before[1]!, activity('test', 'Abschlusstest', true)];
      const launchOf = (activityId: string): ELearningExecution => ({
        ...EXECUTION,
        scormVersion: '2004',
        cmi: { 'cmi.entry': 'ab-initio' },
        activityId,
        activities: activityId === 'lesson-1' ? before : after,
        navigation: { continue: activityId === 'lesson-1' ? 'lesson-2' : null, previous: null, afterEnd: null },
        ...grantOf(activityId),
      });
      const { requests } = renderCourse(
        launchOf,
        (activityId) => ({ completed: false, activities: after, navigation: launchOf(activityId).navigation }),
        'lesson-1',
      );
      const first = await launchedFrame(launchOf('lesson-1').launchUrl);
      const launched = (activityId: string) => launchedIn(first.sent, launchOf(activityId).entryUrl);
      act(() => fromLauncher(first.frame, { type: 'ready' }));
      expect(first.sent).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'launch', navigation: { continue: true, previous: false, choices: ['lesson-1', 'lesson-2'] } }),
        CONTENT_ORIGIN,
      );
      const contents = screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
      expect(within(contents).getByRole('button', { name: /Abschlusstest/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();

      // The commit's answer opens the test; the content ends without a request and the course states none: the learner chooses.
      act(() => fromLauncher(first.frame, commitOf({ 'cmi.success_status': 'passed' }, true)));
      await waitFor(() => expect(within(contents).getByRole('button', { name: /Abschlusstest/ })).toBeEnabled());
      act(() => fromLauncher(first.frame, { type: 'finished', navRequest: '_none_' }));
      expect(await screen.findByText(/Dieser Teil des Kurses ist beendet/)).toBeInTheDocument();
      expect(screen.getByTitle('Kursinhalt: Brandschutz im Betrieb')).toHaveAttribute('src', launchOf('lesson-1').launchUrl);

      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      await launched('lesson-2');
      expect(screen.queryByText(/Dieser Teil des Kurses ist beendet/)).toBeNull();
      // The content asks for the test by choice.
      act(() => fromLauncher(first.frame, { type: 'finished', navRequest: '{target=test}choice' }));
      await launched('test');
      expect(
        requests
          .filter((request) => request.path === '/api/elearning/read-execution')
          .map((request) => (request.body as { activityId?: string }).activityId),
      ).toEqual([undefined, 'lesson-2', 'test']);
    }),
  );

  it(
    'opens a new launcher for the next SCO when the one it holds does not answer its leave',
    onDesktop(async () => {
      const user = userEvent.setup();
      const { activities, navigationOf, launchOf } = TWO_LESSONS;
      renderCourse(launchOf, (activityId) => ({ completed: false, activities, navigation: navigationOf(activityId) }), 'lesson-1');
      const first = await launchedFrame(launchOf('lesson-1').launchUrl, { silent: true });
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      // After the leave's wait, a frame of its own, which the launcher's ready starts.
      await waitFor(
        () => expect(screen.getByTitle('Kursinhalt: Brandschutz im Betrieb')).toHaveAttribute('src', launchOf('lesson-2').launchUrl),
        {
          timeout: 5000,
        },
      );
      expect(first.frame.isConnected).toBe(false);
      const second = await launchedFrame(launchOf('lesson-2').launchUrl);
      act(() => fromLauncher(second.frame, { type: 'ready' }));
      expect(second.sent).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'launch', entry: launchOf('lesson-2').entryUrl }),
        CONTENT_ORIGIN,
      );
    }),
  );

  it(
    'tries a switch that failed again in the launcher it holds, which has left the SCO already',
    onDesktop(async () => {
      const user = userEvent.setup();
      const { launchOf } = TWO_LESSONS;
      let reads = 0;
      renderELearning(PAGE, {
        ...MEMBER,
        routes: [
          // The first read of lesson 2 fails.
          mockEndpoint(readExecutionEndpoint, (body) =>
            body.activityId === 'lesson-2' && ++reads === 1 ? { status: 500 } : { body: launchOf(body.activityId ?? 'lesson-1') },
          ),
          mockEndpoint(readMemberTasksEndpoint, {
            body: { items: [TASK], total: 1, counts: { overdue: 0, next7Days: 1, nextMonth: 1, done: 0, all: 1 } },
          }),
        ],
      });
      const { frame, sent } = await launchedFrame(launchOf('lesson-1').launchUrl);
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByText('Dieser Teil des Kurses konnte nicht geladen werden.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      // At once: the launcher said it left lesson 1 before the read failed.
      await waitFor(
        () =>
          expect(sent).toHaveBeenLastCalledWith(
            expect.objectContaining({ type: 'launch', entry: launchOf('lesson-2').entryUrl }),
            CONTENT_ORIGIN,
          ),
        {
          timeout: 1000,
        },
      );
      expect(sent.mock.calls.filter(([message]) => (message as { type: string }).type === 'leave')).toHaveLength(1);
      expect(screen.getByTitle('Kursinhalt: Brandschutz im Betrieb')).toBe(frame);
    }),
  );

  it("opens no course whose content would share the dashboard's origin", async () => {
    renderPlayer(undefined, { ...EXECUTION, launchUrl: `${window.location.origin}/launch/${'a'.repeat(43)}` });
    expect(await screen.findByText(/Kursinhalte müssen von einer eigenen Adresse kommen/)).toBeInTheDocument();
    expect(screen.queryByTitle('Kursinhalt: Brandschutz im Betrieb')).toBeNull();
  });
});
