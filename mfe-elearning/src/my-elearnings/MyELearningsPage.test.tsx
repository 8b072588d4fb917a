import { declaredFirstRequestKeys, mockEndpoint, pageAnswerKeysOf, type MockReply } from '@compliance/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  createExecutionEndpoint,
  readExecutionEndpoint,
  readMemberTasksEndpoint,
  readResultDataEndpoint,
  type MemberTask,
} from '@compliance/shared-contracts/browser';
import { FIRE_SAFETY_TASK, FIRST_AID_DONE, FIRST_AID_RESULT } from '../fixtures';
import { areaDescription } from '../area-description';
import { renderELearning, settle } from '../test-utils';

const MY = '/dashboard/apps/elearnings/my-elearnings';
const counts = { overdue: 1, next7Days: 0, nextMonth: 0, done: 1, all: 2 };
const answer = (items: MemberTask[], total = items.length, bucketCounts = counts): MockReply<typeof readMemberTasksEndpoint> => ({
  body: { items, total, counts: bucketCounts },
});
const MEMBER = { role: 'member' as const, permissions: [PERMISSIONS.elearning.readMemberTasks] };

describe('My E-Learnings', () => {
  afterEach(settle);

  it("shows the member's tasks as cards: category, headline, duration, the status in words and the due or completion date", async () => {
    const { requests } = renderELearning(MY, {
      ...MEMBER,
      routes: [mockEndpoint(readMemberTasksEndpoint, answer([FIRE_SAFETY_TASK, FIRST_AID_DONE]))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine E-Learnings' })).toBeInTheDocument();
    const open = await screen.findByRole('article', { name: 'Brandschutz am Arbeitsplatz' });
    expect(open).toHaveTextContent('Brandschutz');
    expect(open).toHaveTextContent('00:25 Std.');
    expect(within(open).getByText('Überfällig')).toBeInTheDocument();
    expect(open).toHaveTextContent('Fällig am 02.11.2026');
    const done = screen.getByRole('article', { name: 'Erste Hilfe – Grundlagen' });
    expect(within(done).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(done).toHaveTextContent('Abgeschlossen am 15.09.2026');
    expect(screen.getByRole('button', { name: 'Alle 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.find((request) => request.path === '/api/elearning/read-member-tasks')?.body).toEqual({
      bucket: 'all',
      page: 1,
      perPage: 25,
    });
    // The read it opens with is the one the area declares, which the server answers into the page (decision 0020).
    const declared = declaredFirstRequestKeys(areaDescription, MY);
    expect(declared).toHaveLength(1);
    expect(pageAnswerKeysOf(requests)).toEqual(expect.arrayContaining(declared));
  });

  it('filters by a status bubble on the server and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { requests } = renderELearning(MY, { ...MEMBER, routes: [mockEndpoint(readMemberTasksEndpoint, answer([FIRE_SAFETY_TASK]))] });
    await user.click(await screen.findByRole('button', { name: 'Erledigt 1' }));
    await settle();
    expect(requests.filter((request) => request.path === '/api/elearning/read-member-tasks').at(-1)?.body).toMatchObject({
      bucket: 'done',
      page: 1,
    });
    expect(screen.getByRole('button', { name: 'Erledigt 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the bubble the address names, and pages through many tasks', async () => {
    const user = userEvent.setup();
    const many = { ...counts, overdue: 30, all: 31 };
    const { requests } = renderELearning(`${MY}?bucket=overdue`, {
      ...MEMBER,
      routes: [mockEndpoint(readMemberTasksEndpoint, answer([FIRE_SAFETY_TASK], 30, many))],
    });
    expect(await screen.findByRole('button', { name: 'Überfällig 30' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await settle();
    expect(requests.filter((request) => request.path === '/api/elearning/read-member-tasks').at(-1)?.body).toMatchObject({
      bucket: 'overdue',
      page: 2,
    });
  });

  it('starts an open task from its card and opens the player; a done one offers its certificate instead', async () => {
    const user = userEvent.setup();
    const executionUuid = '88888888-8888-4888-8888-888888888888';
    const { requests } = renderELearning(MY, {
      ...MEMBER,
      permissions: [...MEMBER.permissions, PERMISSIONS.elearning.execute],
      routes: [
        mockEndpoint(readMemberTasksEndpoint, answer([FIRE_SAFETY_TASK, FIRST_AID_DONE])),
        mockEndpoint(createExecutionEndpoint, { body: { executionUuid } }),
        mockEndpoint(readExecutionEndpoint, { status: 500, body: { error: { code: 'Dashboard.Exception' } } }),
      ],
    });
    const open = await screen.findByRole('article', { name: 'Brandschutz am Arbeitsplatz' });
    const done = within(screen.getByRole('article', { name: 'Erste Hilfe – Grundlagen' }));
    expect(done.getAllByRole('button').map((button) => button.textContent)).toEqual(['Bescheinigung']);
    await user.click(within(open).getByRole('button', { name: 'Starten' }));
    expect(requests.find((request) => request.path === '/api/elearning/create-execution')?.body).toEqual({
      taskUuid: FIRE_SAFETY_TASK.taskUuid,
    });
    // The player's page: its read fails here, so it shows the failure under the area's headline.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it("opens a done task's certificate; a done task without a result offers nothing", async () => {
    const user = userEvent.setup();
    const withoutResult = {
      ...FIRST_AID_DONE,
      taskUuid: '99999999-9999-4999-8999-999999999999',
      title: 'Bildschirmarbeit',
      resultUuid: null,
    };
    const { requests } = renderELearning(MY, {
      ...MEMBER,
      permissions: [...MEMBER.permissions, PERMISSIONS.elearning.readCertificate],
      routes: [
        mockEndpoint(readMemberTasksEndpoint, answer([FIRST_AID_DONE, withoutResult])),
        mockEndpoint(readResultDataEndpoint, { body: FIRST_AID_RESULT }),
      ],
    });
    expect(within(await screen.findByRole('article', { name: 'Bildschirmarbeit' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bescheinigung' }));
    expect(await screen.findByRole('article', { name: 'Teilnahmebescheinigung' })).toHaveTextContent('Max Mustermann');
    expect(requests.find((request) => request.path === '/api/elearning/read-result-data')?.body).toEqual({
      resultUuid: FIRST_AID_DONE.resultUuid,
    });
  });

  it('offers to continue a started task', async () => {
    renderELearning(MY, {
      ...MEMBER,
      routes: [mockEndpoint(readMemberTasksEndpoint, answer([{ ...FIRE_SAFETY_TASK, startedAt: '2026-11-01T09:00:00Z' }]))],
    });
    expect(await screen.findByRole('button', { name: 'Fortsetzen' })).toBeInTheDocument();
  });

  it('says when nothing is assigned, and when a bubble is empty, in English too', async () => {
    const none = { overdue: 0, next7Days: 0, nextMonth: 0, done: 0, all: 0 };
    renderELearning(MY, { ...MEMBER, language: 'en_GB', routes: [mockEndpoint(readMemberTasksEndpoint, answer([], 0, none))] });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No E-Learning is assigned to you at the moment.As soon as a task is assigned to you, it appears here.',
    );
    expect(screen.queryByRole('button', { name: 'Show all tasks' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My E-Learnings' })).toBeInTheDocument();
  });

  it('tells an empty bubble apart from having no tasks, and offers all tasks', async () => {
    const user = userEvent.setup();
    renderELearning(`${MY}?bucket=next7Days`, { ...MEMBER, routes: [mockEndpoint(readMemberTasksEndpoint, answer([], 0))] });
    expect(await screen.findByRole('status')).toHaveTextContent('In dieser Auswahl gibt es keine Aufgaben.');
    expect(screen.getByRole('button', { name: /^In den nächsten 7 Tagen fällig/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Alle Aufgaben anzeigen' }));
    expect(screen.getByRole('button', { name: /^Alle [\d–]/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a translated failure when the tasks cannot be read', async () => {
    renderELearning(MY, {
      ...MEMBER,
      routes: [mockEndpoint(readMemberTasksEndpoint, { status: 500, body: { error: { code: 'Dashboard.Exception' } } })],
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
