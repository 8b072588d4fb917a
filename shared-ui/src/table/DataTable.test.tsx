import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import DeleteIcon from '@mui/icons-material/Delete';
import { permissionsAtom, tableStatesAtom, useLocation } from '@compliance/shared-ui';
import {
  choiceFilter,
  DataTable,
  preloadDataTableGrid,
  reservedGridHeight,
  type DataTableColumn,
  type LinkedFilterConfig,
  type TableFilter,
  type TableFilterConfig,
  type TableQuery,
} from '@compliance/shared-ui/table';
import { renderWithProviders } from '../test-utils';

interface Member {
  uuid: string;
  firstName: string;
  lastName: string;
  locked: boolean;
}

const rows: Member[] = [
  { uuid: 'a', firstName: 'Anna', lastName: 'Ahrens', locked: false },
  { uuid: 'b', firstName: 'Bernd', lastName: 'Bauer', locked: true },
];

const columns: DataTableColumn<Member>[] = [
  { name: 'lastName', label: 'Nachname', sortable: true },
  { name: 'fullName', label: 'Name', valueGetter: (row) => `${row.firstName} ${row.lastName}` },
];

/** A status dropdown and a search field. */
const STATUS_AND_SEARCH: TableFilterConfig[] = [
  choiceFilter('status', 'Status', 'Alle', ['active'], () => 'Aktiv'),
  { name: 'search', type: 'search', label: 'Suche' },
];

/** The members table with the status and search filters, and `linkedFilters`. */
const filteredTable = (
  onStateChange: (query: TableQuery) => void,
  linkedFilters: LinkedFilterConfig[] = [],
  shown: { rows: Member[]; total: number } = { rows, total: 120 },
) => (
  <DataTable<Member>
    tableId="members"
    columns={columns}
    rows={shown.rows}
    total={shown.total}
    onStateChange={onStateChange}
    filters={STATUS_AND_SEARCH}
    linkedFilters={linkedFilters}
  />
);

/** Keeps the members table on page 3 with `filter`, as a visit before left it. */
function keepPage3(store: ReturnType<typeof createStore>, filter: TableFilter = {}): void {
  store.set(tableStatesAtom, {
    members: {
      initial: { page: 1, perPage: 25, sortDirection: 'asc', filter: {} },
      current: { page: 3, perPage: 25, sortDirection: 'asc', filter },
    },
  });
}

function setup(extra: Partial<Parameters<typeof DataTable<Member>>[0]> = {}, language: 'de_DE' | 'en_GB' = 'de_DE') {
  const store = createStore();
  const onStateChange = jest.fn<void, [TableQuery]>();
  const user = userEvent.setup();
  renderWithProviders(
    <DataTable<Member>
      tableId="members"
      label="Mitarbeiter"
      columns={columns}
      rows={rows}
      total={120}
      onStateChange={onStateChange}
      disableVirtualization
      {...extra}
    />,
    { store, language },
  );
  return { store, onStateChange, user, last: () => onStateChange.mock.calls.at(-1)?.[0] };
}

describe('DataTable', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  it('renders rows with value getters and reports the default query', async () => {
    const { last, store } = setup();
    expect(await screen.findByRole('gridcell', { name: 'Anna Ahrens' })).toBeInTheDocument();
    expect(last()).toEqual({ page: 1, perPage: 25, sortDirection: 'asc', filter: {} });
    expect(store.get(tableStatesAtom).members?.initial).toEqual({ page: 1, perPage: 25, sortDirection: 'asc', filter: {} });
  });

  it('makes clickable columns buttons and formats values', async () => {
    const open = jest.fn();
    const { user } = setup({
      columns: [
        { name: 'lastName', label: 'Nachname', click: open },
        { name: 'locked', label: 'Gesperrt', alignment: 'right', formatter: (value) => (value ? 'ja' : 'nein') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Bauer' }));
    expect(open).toHaveBeenCalledWith(rows[1]);
    expect(screen.getByRole('gridcell', { name: 'ja' })).toBeInTheDocument();
  });

  it('keeps its columns over renders with fresh arrays, acting on the latest callbacks and showing changed labels', async () => {
    const user = userEvent.setup();
    const table = (open: (row: Member) => void, label: string, remove: (row: Member) => void) => (
      <DataTable<Member>
        tableId="members"
        label="Mitarbeiter"
        columns={[{ name: 'lastName', label, click: open }]}
        rowActions={[{ icon: <DeleteIcon />, label: 'Löschen', onClick: remove }]}
        rows={rows}
        total={2}
        onStateChange={jest.fn()}
        disableVirtualization
      />
    );
    const [firstOpen, latestOpen, firstRemove, latestRemove] = [jest.fn(), jest.fn(), jest.fn(), jest.fn()];
    const { rerender } = renderWithProviders(table(firstOpen, 'Nachname', firstRemove), { store: createStore() });
    await screen.findByRole('button', { name: 'Bauer' });
    rerender(table(latestOpen, 'Nachname', latestRemove));
    await user.click(screen.getByRole('button', { name: 'Bauer' }));
    await user.click((await screen.findAllByRole('button', { name: 'Löschen' }))[0] as HTMLElement);
    expect(firstOpen).not.toHaveBeenCalled();
    expect(latestOpen).toHaveBeenCalledWith(rows[1]);
    expect(firstRemove).not.toHaveBeenCalled();
    expect(latestRemove).toHaveBeenCalledWith(rows[0]);
    rerender(table(latestOpen, 'Familienname', latestRemove));
    expect(await screen.findByRole('columnheader', { name: 'Familienname' })).toBeInTheDocument();
  });

  it('makes a row action with an address a link, and leaves an action out on the rows it hides on', async () => {
    setup({
      rowActions: [
        { icon: <DeleteIcon />, label: 'Herunterladen', href: (row) => `/files/${row.uuid}`, download: true },
        { icon: <DeleteIcon />, label: 'Entsperren', onClick: jest.fn(), hidden: (row) => !row.locked },
      ],
    });
    const links = await screen.findAllByRole('link', { name: 'Herunterladen' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/files/a', '/files/b']);
    expect(links[0]).toHaveAttribute('download');
    expect(screen.getAllByRole('button', { name: 'Entsperren' })).toHaveLength(1);
  });

  it('shows an empty state with its hint in place of the grid', async () => {
    setup({ rows: [], total: 0, emptyText: 'No members yet.', emptyHint: 'Import them from a CSV file.' }, 'en_GB');
    const empty = await screen.findByRole('region', { name: 'Mitarbeiter' });
    expect(within(empty).getByRole('status')).toHaveTextContent('No members yet.Import them from a CSV file.');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows the default empty text', async () => {
    setup({ rows: [], total: 0 }, 'en_GB');
    expect(await screen.findByRole('status')).toHaveTextContent('No entries.');
  });

  it('says when nothing matches the filters, apart from an empty list, and resets them on request', async () => {
    const store = createStore();
    keepPage3(store, { status: 'active', search: 'zzz' });
    const onStateChange = jest.fn<void, [TableQuery]>();
    const user = userEvent.setup();
    renderWithProviders(filteredTable(onStateChange, [], { rows: [], total: 0 }), { store });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Keine Treffer für diese Suche und Filter.Ändern Sie die Suche oder setzen Sie die Filter zurück.',
    );
    expect(screen.queryByText('Keine Einträge vorhanden.')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('zzz');
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filter: {} }));
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('');
    expect(await screen.findByText('Keine Einträge vorhanden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).not.toBeInTheDocument();
  });

  it('claims no count before the first answer', async () => {
    setup({ rows: [], total: 0, loading: true });
    await screen.findByRole('grid', { name: 'Mitarbeiter' });
    expect(screen.queryByText(/von \d+$/)).not.toBeInTheDocument();
  });

  it('says the range of an empty list once answered', async () => {
    setup({ rows: [], total: 0 });
    expect(await screen.findByText('0–0 von 0')).toBeInTheDocument();
  });

  it('pages with its own pagination and resets to page 1 when sorting and on page size', async () => {
    const { user, last } = setup();
    // Named after its table: a page may hold two paged lists.
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation: Mitarbeiter' });
    expect(within(nav).getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Seite 5' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Letzte Seite' }));
    expect(last()?.page).toBe(5);
    await user.click(within(nav).getByRole('button', { name: 'Vorherige Seite' }));
    expect(last()?.page).toBe(4);

    await user.click(screen.getByRole('columnheader', { name: /Nachname/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortBy: 'lastName', sortDirection: 'asc', page: 1 }));
    await user.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    expect(last()?.page).toBe(2);
    await user.click(screen.getByRole('columnheader', { name: /Nachname/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortBy: 'lastName', sortDirection: 'desc', page: 1 }));

    await user.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    await user.click(screen.getByRole('combobox', { name: 'Einträge pro Seite' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(last()).toMatchObject({ perPage: 50, page: 1 });
  });

  it('runs row actions, respecting disabled and permissions', async () => {
    const remove = jest.fn();
    const { user, store } = setup({
      rowActions: [
        { icon: <DeleteIcon />, label: 'Archivieren', onClick: remove, disabled: (row) => row.locked },
        { icon: <DeleteIcon />, label: 'Löschen', onClick: remove, permissions: ['archive-member.delete-members'] },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: 'Archivieren' });
    expect(buttons[1]).toBeDisabled();
    await user.click(buttons[0] as HTMLElement);
    expect(remove).toHaveBeenCalledWith(rows[0]);
    act(() => store.set(permissionsAtom, ['archive-member.delete-members']));
    expect(await screen.findAllByRole('button', { name: 'Löschen' })).toHaveLength(2);
  });

  it('runs bulk actions on the selected rows only once something is selected', async () => {
    const archive = jest.fn();
    const create = jest.fn();
    const { user } = setup({
      bulkActions: [{ label: 'Auswahl archivieren', onClick: archive }],
      actions: [{ label: 'Anlegen', onClick: create }],
    });
    const bulk = screen.getByRole('button', { name: 'Auswahl archivieren' });
    expect(bulk).toBeDisabled();
    const checkboxes = await screen.findAllByRole('checkbox', { name: 'Zeile auswählen' });
    await user.click(checkboxes[1] as HTMLElement);
    expect(screen.getByText('1 ausgewählt')).toBeInTheDocument();
    await user.click(bulk);
    expect(archive).toHaveBeenCalledWith([rows[1]]);
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(create).toHaveBeenCalledWith([rows[1]]);
  });

  it('shows a row checked in the render of its click, not an effect later', async () => {
    setup({ bulkActions: [{ label: 'Auswahl archivieren', onClick: jest.fn() }] });
    const [, first] = await screen.findAllByRole<HTMLInputElement>('checkbox', { name: 'Zeile auswählen' });
    // A browser's click outside act(): what a reader (a person, Playwright) sees at once. A
    // selection handed back by the parent is applied in an effect, after the click's render.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const reactActEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      first?.click();
      expect(first?.checked).toBe(true);
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = reactActEnvironment;
    }
    expect(await screen.findByText('1 ausgewählt')).toBeInTheDocument();
  });
  it('filters with dropdowns at once and search after 500 ms, going back to page 1', async () => {
    jest.useFakeTimers();
    try {
      const store = createStore();
      const onStateChange = jest.fn<void, [TableQuery]>();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      keepPage3(store);
      renderWithProviders(filteredTable(onStateChange), { store });
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByRole('option', { name: 'Aktiv' }));
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filter: { status: 'active' } }));
      const calls = onStateChange.mock.calls.length;
      await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'ann');
      act(() => void jest.advanceTimersByTime(499));
      expect(onStateChange).toHaveBeenCalledTimes(calls);
      act(() => void jest.advanceTimersByTime(1));
      expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filter: { status: 'active', search: 'ann' } }));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('DataTable opened by a link', () => {
  function Address() {
    return <output aria-label="Adresse">{useLocation().search}</output>;
  }

  it('loads only the filters of the address, shows a linked filter as a chip that takes it off, and drops them from the address', async () => {
    const store = createStore();
    keepPage3(store, { search: 'alt' });
    const onStateChange = jest.fn<void, [TableQuery]>();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        {filteredTable(onStateChange, [{ name: 'orgUnitUuid', label: 'Organisationseinheit' }])}
        <Address />
      </>,
      { store, route: '/list?status=active&orgUnitUuid=u1&orgUnitUuid.text=Lager&tab=x' },
    );
    const filtered = { page: 1, perPage: 25, sortDirection: 'asc', filter: { status: 'active', orgUnitUuid: 'u1' } };
    expect(onStateChange.mock.calls).toEqual([[filtered]]);
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent('Aktiv');
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent(/^\?tab=x$/);
    const chip = screen.getByRole('button', { name: 'Organisationseinheit: Lager' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(onStateChange).toHaveBeenLastCalledWith({ ...filtered, filter: { status: 'active' } });
    expect(screen.queryByRole('button', { name: 'Organisationseinheit: Lager' })).not.toBeInTheDocument();
  });

  it('names the bar of a refresh and keeps it out of the grid, where only rows may stand', async () => {
    setup({ loading: true });
    const grid = await screen.findByRole('grid', { name: 'Mitarbeiter' });
    const bar = screen.getByRole('progressbar', { name: 'Tabelle wird geladen …' });
    expect(grid).not.toContainElement(bar);
    expect(within(grid).getByRole('gridcell', { name: 'Anna Ahrens' })).toBeInTheDocument();
    expect(within(grid).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows no bar once the rows are there', async () => {
    setup();
    await screen.findByRole('gridcell', { name: 'Anna Ahrens' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('leaves out a dropdown value the filter does not offer, and keeps the kept state without any', async () => {
    const store = createStore();
    const onStateChange = jest.fn<void, [TableQuery]>();
    renderWithProviders(filteredTable(onStateChange), { store, route: '/list?status=gone' });
    // Nothing chosen reads as the entry that filters nothing.
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent('Alle');
    expect(onStateChange.mock.calls).toEqual([[{ page: 1, perPage: 25, sortDirection: 'asc', filter: {} }]]);
  });
});

describe('DataTable reporting', () => {
  it('reports the starting query once, then each change once', async () => {
    const onStateChange = jest.fn();
    renderWithProviders(
      <DataTable
        tableId="report-once"
        columns={[{ name: 'name', label: 'Name', sortable: true }]}
        rows={[]}
        total={0}
        onStateChange={onStateChange}
      />,
      { store: createStore() },
    );
    await screen.findByRole('navigation', { name: 'Seitennavigation' });
    expect(onStateChange).toHaveBeenCalledTimes(1);
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ page: 1, perPage: 25 }));
  });
});

describe('reservedGridHeight', () => {
  it('keeps the room of a full page while the first page loads, of the rows once they are there, none for an empty table', () => {
    expect(reservedGridHeight(0, true, 25)).toBe(56 + 25 * 52);
    expect(reservedGridHeight(3, false, 25)).toBe(56 + 3 * 52);
    expect(reservedGridHeight(3, true, 25)).toBe(56 + 3 * 52);
    expect(reservedGridHeight(0, false, 25)).toBeUndefined();
  });
});
