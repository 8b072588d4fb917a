import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type ELearningExecution, type MemberTask } from '@compliance/shared-contracts/browser';
import { FIRST_AID_RESULT } from '../fixtures';
import { renderELearning, settle } from '../test-utils';

const EXECUTION: ELearningExecution = {
  executionUuid: '88888888-8888-4888-8888-888888888888',
  taskUuid: '55555555-5555-4555-8555-555555555555',
  title: 'Brandschutz im Betrieb',
  scormVersion: '1.2',
  launchUrl: '/content/elearning/88888888-8888-4888-8888-888888888888/index.html',
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
const MEMBER = {
  role: 'member' as const,
  permissions: [PERMISSIONS.elearning.readMemberTasks, PERMISSIONS.elearning.execute, PERMISSIONS.elearning.readCertificate],
};

interface Scorm12 {
  LMSInitialize(parameter: string): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(parameter: string): string;
  LMSFinish(parameter: string): string;
}
const api = () => (window as unknown as { API?: Scorm12 }).API;

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

function renderPlayer(saveAnswer: { status?: number; body: unknown } = { body: { completed: false } }) {
  return renderELearning(PAGE, {
    ...MEMBER,
    routes: {
      'POST /api/elearning/read-execution': { body: EXECUTION },
      'POST /api/elearning/save-execution': saveAnswer,
      'POST /api/elearning/create-execution': { body: { executionUuid: EXECUTION.executionUuid } },
      'POST /api/elearning/read-execution-result': { body: { ...FIRST_AID_RESULT, executionUuid: EXECUTION.executionUuid } },
      'POST /api/elearning/read-result-data': { body: FIRST_AID_RESULT },
      'POST /api/elearning/read-member-tasks': {
        body: { items: [TASK], total: 1, counts: { overdue: 0, next7Days: 1, nextMonth: 1, done: 0, all: 1 } },
      },
    },
  });
}

describe('the SCORM player', () => {
  afterEach(settle);

  it('offers the content the SCORM 1.2 API, started from the data read, and shows the content full width with its title', async () => {
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brandschutz im Betrieb' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    expect(frame).toHaveAttribute('src', EXECUTION.launchUrl);
    expect(api()?.LMSInitialize('')).toBe('true');
    expect(api()?.LMSGetValue('cmi.core.lesson_location')).toBe('1');
    expect(api()?.LMSGetValue('cmi.core.student_name')).toBe('Mustermann, Max');
    expect(api()?.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api()?.LMSGetValue('cmi.suspend_data')).toBe('{"answers":[]}');
  });

  it('commits what the content sets to save-execution, and says when the attempt is done', async () => {
    const { requests } = renderPlayer({ body: { completed: true } });
    await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => {
      api()?.LMSInitialize('');
      api()?.LMSSetValue('cmi.core.lesson_location', '4');
      api()?.LMSSetValue('cmi.core.score.raw', '100');
      api()?.LMSSetValue('cmi.core.lesson_status', 'passed');
      api()?.LMSCommit('');
    });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/elearning/save-execution')).toBe(true));
    const commit = requests.find((request) => request.path === '/api/elearning/save-execution')?.body as {
      executionUuid: string;
      cmi: Record<string, string>;
    };
    expect(commit.executionUuid).toBe(EXECUTION.executionUuid);
    expect(commit.cmi).toMatchObject({ 'cmi.core.lesson_location': '4', 'cmi.core.score.raw': '100', 'cmi.core.lesson_status': 'passed' });
    expect(await screen.findByRole('status')).toHaveTextContent('Geschafft: Sie haben dieses E-Learning abgeschlossen.');
    // The done note leads to the attempt's certificate.
    await userEvent.click(await screen.findByRole('button', { name: 'Bescheinigung ansehen' }));
    expect(await screen.findByRole('article', { name: 'Teilnahmebescheinigung' })).toBeInTheDocument();
  });

  it('commits what SCORM 1.2 allows and warns of what it leaves out: suspend data beyond 4,096 characters', async () => {
    const { requests } = renderPlayer();
    await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => {
      api()?.LMSInitialize('');
      api()?.LMSSetValue('cmi.core.lesson_location', '5');
      // The runtime takes it (it checks no length in SCORM 1.2); the book allows 4,096 characters.
      api()?.LMSSetValue('cmi.suspend_data', 'x'.repeat(5000));
      api()?.LMSCommit('');
    });
    expect(await screen.findByText(/Der Kurs hat Daten gemeldet, die SCORM so nicht vorsieht/)).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/elearning/save-execution')).toBe(true));
    const commit = requests.find((request) => request.path === '/api/elearning/save-execution')?.body as { cmi: Record<string, string> };
    expect(commit.cmi['cmi.core.lesson_location']).toBe('5');
    expect(commit.cmi['cmi.suspend_data']).toBeUndefined();
  });

  it("says so when the server keeps no more of the attempt's data", async () => {
    renderPlayer({ status: 413, body: { error: { code: 'ELearning.RunTimeDataTooLarge' } } });
    await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => {
      api()?.LMSInitialize('');
      api()?.LMSSetValue('cmi.core.lesson_location', '6');
      api()?.LMSCommit('');
    });
    expect(await screen.findByText(/so viele Kursdaten gespeichert, wie eine Durchführung halten kann/)).toBeInTheDocument();
  });

  it('returns to My E-Learnings when the content finishes, and takes the API away', async () => {
    renderPlayer();
    await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => {
      api()?.LMSInitialize('');
      api()?.LMSFinish('');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine E-Learnings' })).toBeInTheDocument();
    expect(api()).toBeUndefined();
  });

  it("keeps the member's way when the content finishes as the player is left (the frame unloading)", async () => {
    const user = userEvent.setup();
    renderPlayer({ body: { completed: true } });
    const frame = await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    act(() => {
      api()?.LMSInitialize('');
      api()?.LMSSetValue('cmi.core.lesson_status', 'passed');
      api()?.LMSCommit('');
    });
    // As a course does on unload: the frame, removed with the player, finishes the attempt.
    const runtime = api();
    const observer = new MutationObserver(() => {
      if (!frame.isConnected) runtime?.LMSFinish('');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.click(await screen.findByRole('button', { name: 'Bescheinigung ansehen' }));
    expect(await screen.findByRole('article', { name: 'Teilnahmebescheinigung' })).toBeInTheDocument();
    observer.disconnect();
  });

  it('leaves through its exit button; opened again, it reads the attempt afresh', async () => {
    const user = userEvent.setup();
    const { requests } = renderPlayer();
    await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine E-Learnings' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Fortsetzen' }));
    await screen.findByTitle('Kursinhalt: Brandschutz im Betrieb');
    expect(requests.filter((request) => request.path === '/api/elearning/read-execution')).toHaveLength(2);
  });
});
