import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataTable, choiceFilter, type DataTableColumn, type DataTableProps, type TableQuery } from '@compliance/shared-ui/table';
import { onScreenWidth } from '@compliance/shared-ui/testing';
import { renderWithProviders } from '../test-utils';

interface Member {
  uuid: string;
  lastName: string;
  email: string;
  lastLoginAt: string | null;
}

const rows: Member[] = [
  { uuid: 'a', lastName: 'Ahrens', email: 'anna.ahrens@example.com', lastLoginAt: '2026-12-01' },
  { uuid: 'b', lastName: 'Bauer', email: 'bernd.bauer@example.com', lastLoginAt: null },
];

const columns: DataTableColumn<Member>[] = [
  { name: 'email', label: 'E-Mail', sortable: true },
  { name: 'lastName', label: 'Nachname', sortable: true, primary: true },
  { name: 'lastLoginAt', label: 'Letzte Anmeldung', formatter: (value) => (value ? `am ${String(value)}` : '') },
];

/** The members table on a phone's 390 px. */
function renderOnPhone(extra: Partial<DataTableProps<Member>> = {}, language: 'de_DE' | 'en_GB' = 'de_DE') {
  const onStateChange = jest.fn<void, [TableQuery]>();
  renderWithProviders(
    <DataTable<Member>
      tableId="members"
      label="Mitarbeiter"
      columns={columns}
      rows={rows}
      total={2}
      onStateChange={onStateChange}
      {...extra}
    />,
    { store: createStore(), language },
  );
  return { onStateChange, user: userEvent.setup() };
}

describe('DataTable on a phone', () => {
  it('shows each row as a card: the primary column its title, the others label and value, empty values left out', async () => {
    await onScreenWidth(390, () => {
      renderOnPhone();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      const list = within(screen.getByRole('region', { name: 'Mitarbeiter' })).getByRole('list');
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent(/^Ahrens/);
      expect(
        within(first as HTMLElement)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['E-Mail', 'Letzte Anmeldung']);
      expect(within(first as HTMLElement).getByText('anna.ahrens@example.com').tagName).toBe('DD');
      expect(within(first as HTMLElement).getByText('am 2026-12-01')).toBeInTheDocument();
      expect(within(second as HTMLElement).queryByText('Letzte Anmeldung')).not.toBeInTheDocument();
    });
  });

  it('offers the row actions as a menu named after the row, links as links, disabled ones disabled', async () => {
    await onScreenWidth(390, async () => {
      const archive = jest.fn();
      const { user } = renderOnPhone({
        rowActions: [
          { icon: <DeleteIcon />, label: 'Archivieren', onClick: archive, disabled: (row) => row.uuid === 'b' },
          { icon: <DeleteIcon />, label: 'Herunterladen', href: (row) => `/files/${row.uuid}`, download: true },
        ],
      });
      const more = screen.getByRole('button', { name: 'Aktionen für Bauer' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await user.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Archivieren' })).toHaveAttribute('aria-disabled', 'true');
      expect(within(menu).getByRole('menuitem', { name: 'Herunterladen' })).toHaveAttribute('href', '/files/b');
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Aktionen für Ahrens' }));
      await user.click(screen.getByRole('menuitem', { name: 'Archivieren' }));
      expect(archive).toHaveBeenCalledWith(rows[0]);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  it('sorts by a choice of each sortable column and direction, in the language of the page', async () => {
    await onScreenWidth(390, async () => {
      const { user, onStateChange } = renderOnPhone({}, 'en_GB');
      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await user.click(screen.getByRole('option', { name: 'Nachname, descending' }));
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'lastName', sortDirection: 'desc', page: 1 }));
    });
  });

  it('selects rows for the bulk actions, one by one or the whole page', async () => {
    await onScreenWidth(390, async () => {
      const archive = jest.fn();
      const { user } = renderOnPhone({ bulkActions: [{ label: 'Auswahl archivieren', onClick: archive }] });
      await user.click(screen.getByRole('checkbox', { name: 'Bauer auswählen' }));
      expect(screen.getByText('1 ausgewählt')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' })).toHaveAttribute('data-indeterminate', 'true');
      await user.click(screen.getByRole('button', { name: 'Auswahl archivieren' }));
      expect(archive).toHaveBeenCalledWith([rows[1]]);
      await user.click(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }));
      expect(screen.getByText('2 ausgewählt')).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }));
      expect(screen.getByText('0 ausgewählt')).toBeInTheDocument();
    });
  });

  it('keeps the search in view and the other filters behind a button that counts the set ones', async () => {
    await onScreenWidth(390, async () => {
      const { user, onStateChange } = renderOnPhone({
        filters: [
          { name: 'search', type: 'search', label: 'Suche' },
          choiceFilter('status', 'Status', 'Alle', ['active', 'locked'], (value) => (value === 'active' ? 'Aktiv' : 'Gesperrt')),
          choiceFilter('role', 'Rolle', 'Alle', ['admin'], () => 'Admin'),
        ],
      });
      expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeVisible();
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Filter' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
        screen.getByRole('combobox', { name: 'Rolle' }),
      );
      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByRole('option', { name: 'Gesperrt' }));
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { status: 'locked' } }));
      expect(screen.getByRole('button', { name: 'Filter (1)' })).toBe(toggle);
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    });
  });

  it('shows a list with only a search without the button', async () => {
    await onScreenWidth(390, () => {
      renderOnPhone({ filters: [{ name: 'search', type: 'search', label: 'Suche' }] });
      expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();
    });
  });

  it('shows placeholder cards while the first page loads, a named bar while rows refresh, and the empty text', async () => {
    await onScreenWidth(390, () => {
      const { unmount } = renderWithProviders(
        <DataTable<Member> tableId="t" label="Mitarbeiter" columns={columns} rows={[]} total={0} loading onStateChange={jest.fn()} />,
        { store: createStore() },
      );
      expect(screen.getByRole('region', { name: 'Mitarbeiter' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      unmount();
      renderOnPhone({ loading: true });
      expect(screen.getByRole('progressbar', { name: 'Tabelle wird geladen …' })).toBeInTheDocument();
    });
    await onScreenWidth(390, () => {
      renderOnPhone({ rows: [], total: 0 });
      expect(screen.getByRole('status')).toHaveTextContent('Keine Einträge vorhanden.');
    });
  });
});
