import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { permissionsAtom } from '@compliance/shared-ui';
import { Breadcrumb, ContentCard, MemberTaskCard, PermissionTabs, TaskBucketBubbles } from '@compliance/shared-ui/page';
import { renderWithProviders } from '../test-utils';

const tabs = [
  { label: 'Details', path: '/dashboard/company/members/details/:uuid/details' },
  {
    label: 'Organisationseinheiten',
    path: '/dashboard/company/members/details/:uuid/org-units',
    permissions: ['member-details.read-org-unit-list'],
  },
  { label: 'Start', path: '/dashboard/start/overview', permissions: ['todo-permission'] },
];

describe('PermissionTabs', () => {
  // MUI Tabs measures its indicator after a frame; let that settle inside act.
  afterEach(async () => {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  });

  it('fills :params, marks the active tab and hides tabs without permission', async () => {
    const store = createStore();
    renderWithProviders(<PermissionTabs tabs={tabs} params={{ uuid: 'm-1' }} />, {
      store,
      route: '/dashboard/company/members/details/m-1/details',
    });
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('href', '/dashboard/company/members/details/m-1/details');
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Organisationseinheiten' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Start' })).toBeInTheDocument();
    await act(async () => store.set(permissionsAtom, ['member-details.read-org-unit-list']));
    expect(screen.getByRole('tab', { name: 'Organisationseinheiten' })).toHaveAttribute(
      'href',
      '/dashboard/company/members/details/m-1/org-units',
    );
  });

  it('navigates when a tab is clicked', async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(permissionsAtom, ['member-details.read-org-unit-list']);
    renderWithProviders(<PermissionTabs tabs={tabs} params={{ uuid: 'm-1' }} />, {
      store,
      route: '/dashboard/company/members/details/m-1/details',
    });
    await user.click(screen.getByRole('tab', { name: 'Organisationseinheiten' }));
    expect(screen.getByRole('tab', { name: 'Organisationseinheiten' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Breadcrumb', () => {
  it('starts with a home link to /dashboard and links items that have one', () => {
    renderWithProviders(
      <Breadcrumb items={[{ text: 'Mitarbeiter', link: '/dashboard/company/members/list' }, { text: 'Anna Ahrens' }]} />,
      { language: 'en_GB' },
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Mitarbeiter' })).toHaveAttribute('href', '/dashboard/company/members/list');
    expect(screen.getByText('Anna Ahrens')).toHaveAttribute('aria-current', 'page');
  });
});

describe('ContentCard', () => {
  it('shows the content card fields of docs/product.md §3 and runs buttons and child buttons', async () => {
    const user = userEvent.setup();
    const start = jest.fn();
    const reset = jest.fn();
    const openLabel = jest.fn();
    renderWithProviders(
      <ContentCard
        headline="Brandschutz"
        category="E-Learning"
        description="Grundlagen"
        duration={90}
        progress={40}
        badges={[{ title: 'Fällig', type: 'warning' }]}
        labels={[{ text: 'Zertifikat', click: openLabel }]}
        buttons={[
          {
            text: 'Starten',
            type: 'primary',
            onClick: start,
            hint: 'Dauert etwa 90 Minuten',
            childButtons: [{ text: 'Zurücksetzen', onClick: reset }],
          },
        ]}
      />,
    );
    const card = screen.getByRole('article', { name: 'Brandschutz' });
    expect(card).toHaveTextContent('E-Learning');
    expect(card).toHaveTextContent('01:30 Std.');
    expect(card).toHaveTextContent('Fällig');
    expect(screen.getByRole('heading', { name: 'Brandschutz' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt 40 %' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Starten' }));
    expect(start).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Zertifikat' }));
    expect(openLabel).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Weitere Aktionen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zurücksetzen' }));
    expect(reset).toHaveBeenCalled();
    expect(screen.getByText('Dauert etwa 90 Minuten')).toBeInTheDocument();
  });
});

describe('MemberTaskCard', () => {
  const task = {
    title: 'Brandschutz',
    category: 'Sicherheit',
    description: 'Grundlagen',
    durationMinutes: 30,
    status: 'overdue' as const,
    dueDate: '2026-11-02',
    startedAt: null,
    completedAt: null,
  };

  it('starts an open task and says when it is due, its status in words', async () => {
    const user = userEvent.setup();
    const start = jest.fn();
    renderWithProviders(<MemberTaskCard task={task} onStart={start} doneButtons={[{ text: 'Bescheinigung' }]} />);
    const card = screen.getByRole('article', { name: 'Brandschutz' });
    expect(card).toHaveTextContent('Überfällig');
    expect(card).toHaveTextContent('Fällig am 02.11.2026');
    expect(screen.queryByRole('button', { name: 'Bescheinigung' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Starten' }));
    expect(start).toHaveBeenCalled();
  });

  it('continues a started task; a done one offers what it left, an ended one nothing', () => {
    const { rerender } = renderWithProviders(
      <MemberTaskCard task={{ ...task, status: 'inprogress', startedAt: '2026-11-01T08:00:00.000Z' }} onStart={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Fortsetzen' })).toBeInTheDocument();
    rerender(
      <MemberTaskCard
        task={{ ...task, status: 'completed', completedAt: '2026-11-03T08:00:00.000Z' }}
        onStart={jest.fn()}
        doneButtons={[{ text: 'Bescheinigung' }]}
        extraBadges={[{ title: 'Maßnahmen vereinbart', type: 'info' }]}
      />,
    );
    expect(screen.getByRole('article', { name: 'Brandschutz' })).toHaveTextContent('Abgeschlossen am 03.11.2026');
    expect(screen.getByText('Maßnahmen vereinbart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bescheinigung' })).toBeInTheDocument();
    rerender(<MemberTaskCard task={{ ...task, status: 'ended' }} onStart={jest.fn()} endedHint="Vorher beendet." />);
    expect(screen.getByText('Vorher beendet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('TaskBucketBubbles', () => {
  const counts = { overdue: 2, next7Days: 1, nextMonth: 0, done: 5, all: 8 };

  it('shows each bubble with its count, presses the selected one and reports a choice', async () => {
    const user = userEvent.setup();
    const select = jest.fn();
    renderWithProviders(<TaskBucketBubbles counts={counts} selected="all" onSelect={select} />);
    const group = screen.getByRole('group', { name: 'Aufgaben nach Status' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle 8' })).toHaveAttribute('aria-pressed', 'true');
    // Word and count apart in the text itself: a browser joins inline elements without a space.
    expect(screen.getByRole('button', { name: 'Alle 8' })).toHaveTextContent(/^Alle 8$/);
    expect(screen.getByRole('button', { name: 'Überfällig 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Im nächsten Monat fällig 0' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Überfällig 2' }));
    expect(select).toHaveBeenCalledWith('overdue');
    // Keyboard: the bubbles are buttons in the tab order.
    await user.keyboard('{Tab}{Enter}');
    expect(select).toHaveBeenLastCalledWith('next7Days');
  });

  it('shows a dash for counts still loading', () => {
    renderWithProviders(<TaskBucketBubbles counts={undefined} selected="done" onSelect={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Erledigt –' })).toHaveAttribute('aria-pressed', 'true');
  });
});
