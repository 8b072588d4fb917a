import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes, permissionsAtom, useLocation } from '@compliance/shared-ui';
import { DetailsPage, type DetailsTab } from '@compliance/shared-ui/page';
import { renderWithProviders } from '../test-utils';

interface Course {
  title: string;
}

const TAB_PATH = '/dashboard/apps/courses/details/:courseUuid/:tabId';
const tabs: DetailsTab<Course>[] = [
  {
    id: 'settings',
    label: 'Einstellungen',
    permissions: ['course.read-settings'],
    render: (course) => <p>Einstellungen von {course.title}</p>,
  },
  { id: 'units', label: 'Einheiten', permissions: ['course.read-units'], render: (_course, uuid) => <p>Einheiten von {uuid}</p> },
];

function Where() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

function renderDetails(
  route: string,
  permissions: string[],
  details: { data?: Course; error?: unknown } = { data: { title: 'Brandschutz' } },
) {
  const store = createStore();
  store.set(permissionsAtom, permissions);
  renderWithProviders(
    <Routes>
      <Route
        path={TAB_PATH}
        element={
          <DetailsPage<Course>
            areaTitle="Kurse"
            crumbs={[{ text: 'Katalog', link: '/dashboard/apps/courses/list' }]}
            useDetails={() => details}
            titleOf={(course) => course.title}
            tabPath={TAB_PATH}
            param="courseUuid"
            tabs={tabs}
          />
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { store, route },
  );
}

describe('DetailsPage', () => {
  it('shows the headline, the permitted tabs with the entity parameter filled in, and the chosen tab', () => {
    renderDetails('/dashboard/apps/courses/details/c-1/units', ['course.read-settings', 'course.read-units']);
    expect(screen.getByRole('heading', { level: 1, name: 'Brandschutz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Katalog' })).toHaveAttribute('href', '/dashboard/apps/courses/list');
    expect(screen.getByRole('tab', { name: 'Einstellungen' })).toHaveAttribute('href', '/dashboard/apps/courses/details/c-1/settings');
    expect(screen.getByRole('tabpanel', { name: 'Einheiten' })).toHaveTextContent('Einheiten von c-1');
  });

  it('opens the first permitted tab for a mistyped one', () => {
    renderDetails('/dashboard/apps/courses/details/c-1/nonsense', ['course.read-units']);
    expect(screen.getByRole('tabpanel', { name: 'Einheiten' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Einstellungen' })).not.toBeInTheDocument();
  });

  it('treats a tab without permission as a denied route', () => {
    renderDetails('/dashboard/apps/courses/details/c-1/settings', ['course.read-units']);
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('/dashboard');
  });

  it('says so when the details cannot be read', () => {
    renderDetails('/dashboard/apps/courses/details/c-1/settings', ['course.read-settings'], { error: new Error('500') });
    expect(screen.getByRole('alert')).toHaveTextContent('Die Daten konnten nicht geladen werden.');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });
});
