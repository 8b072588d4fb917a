import { useMemo, useState, type ReactNode } from 'react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import {
  AppDialog,
  usePermission,
  Box,
  Button,
  Card,
  CardContent,
  Typography,
  AddIcon,
  RemoveCircleOutlineIcon,
  useConfirmedAction,
  FormFeedback,
  useRequestErrorKey,
  useSharedTranslation,
} from '@compliance/shared-ui';
import { ServerDataTable, type DataTableColumn, type TableFilterConfig, useServerTable, type ListPage } from '@compliance/shared-ui/table';
import { Typeahead, type TypeaheadOption } from '@compliance/shared-ui/inputs';
import type { TableQuery } from '@compliance/shared-ui/table';

/** Translated texts of an assignment tab. */
export interface AssignmentTexts {
  headline: string;
  tableLabel: string;
  empty: string;
  /** Row and bulk action label, e.g. "Entfernen". */
  remove: string;
  removeTitle: string;
  removeMessage: (count: number) => string;
}

/** One way of adding assignments: its button, dialog and typeahead (an entity that takes org units, a location and members has three). */
export interface AssignmentAdder {
  /** Button and dialog title, e.g. "Standort zuordnen". */
  label: string;
  /** Label of the typeahead in the dialog. */
  choose: string;
  search: (term: string) => Promise<readonly TypeaheadOption[]>;
  onAdd: (uuids: string[]) => Promise<unknown>;
  permissions: readonly string[];
  /** How many may be chosen at once (one location, say); any number by default. */
  maxSelections?: number;
}

/** Props of AssignmentTab. */
export interface AssignmentTabProps<R extends GridValidRowModel & { uuid: string }> {
  tableId: string;
  /** SWR cache key of the table's pages (include the entity's uuid). */
  cacheKey: string;
  columns: readonly DataTableColumn<R>[];
  fetchPage: (query: TableQuery) => Promise<ListPage<R>>;
  /** What can be added, each kind with its button, dialog and typeahead (one kind for most entities). */
  adders: readonly AssignmentAdder[];
  onRemove: (rows: R[]) => Promise<unknown>;
  removePermissions: readonly string[];
  /** What removing those rows would end, shown under the confirmation's message (read while it is open). */
  removeConsequence?: (rows: R[]) => ReactNode;
  texts: AssignmentTexts;
  /** Runs after a change, e.g. to refresh other lists. */
  onChanged?: () => void;
}

/** The button of one adder, shown to whoever holds its permissions. */
function AddButton({ adder, onClick }: { adder: AssignmentAdder; onClick: () => void }) {
  const allowed = usePermission(adder.permissions);
  if (!allowed) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {adder.label}
    </Button>
  );
}

/**
 * One entity's assignments as a searchable table with "add" (a typeahead dialog) and
 * "remove" (row and bulk action, confirmed): the members tab of an org unit, the org units of
 * a member or of an E-Learning.
 */
export function AssignmentTab<R extends GridValidRowModel & { uuid: string }>(props: AssignmentTabProps<R>) {
  const { tableId, cacheKey, columns, fetchPage, adders, onRemove, removePermissions, removeConsequence, texts, onChanged } = props;
  const { t } = useSharedTranslation();
  const table = useServerTable<R>({ cacheKey, fetchPage });
  const { ask, dialog } = useConfirmedAction();
  const [adding, setAdding] = useState<AssignmentAdder | null>(null);
  const [chosen, setChosen] = useState<TypeaheadOption[]>([]);
  const [saving, setSaving] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const errorKey = useRequestErrorKey();

  const changed = () => {
    void table.reload();
    onChanged?.();
  };
  const confirmRemove = (rows: R[]) =>
    ask({
      title: texts.removeTitle,
      message: (
        <>
          {texts.removeMessage(rows.length)}
          {removeConsequence?.(rows)}
        </>
      ),
      confirmLabel: texts.remove,
      danger: true,
      run: () => onRemove(rows),
      onDone: changed,
    });

  const closeAdd = () => {
    setAdding(null);
    setChosen([]);
    setAddError(null);
  };
  const add = async () => {
    if (!adding) return;
    setSaving(true);
    setAddError(null);
    try {
      await adding.onAdd(chosen.map((option) => option.value));
      closeAdd();
      changed();
    } catch (error) {
      setAddError(errorKey(error));
    } finally {
      setSaving(false);
    }
  };

  const filters = useMemo<TableFilterConfig[]>(() => [{ name: 'search', type: 'search', label: t('shared.table.search') }], [t]);

  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {texts.headline}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {adders.map((adder) => (
              <AddButton key={adder.label} adder={adder} onClick={() => setAdding(adder)} />
            ))}
          </Box>
        </Box>
        <ServerDataTable<R>
          tableId={tableId}
          label={texts.tableLabel}
          columns={columns}
          table={table}
          emptyText={texts.empty}
          filters={filters}
          initialState={{ sortBy: columns[0]?.name, sortDirection: 'asc' }}
          rowActions={[
            {
              icon: <RemoveCircleOutlineIcon />,
              label: texts.remove,
              permissions: removePermissions,
              onClick: (row) => confirmRemove([row]),
            },
          ]}
          bulkActions={[{ label: texts.remove, icon: <RemoveCircleOutlineIcon />, permissions: removePermissions, onClick: confirmRemove }]}
        />
        {dialog}
        <AppDialog
          open={adding !== null}
          title={adding?.label ?? ''}
          width="40rem"
          onClose={closeAdd}
          disableClose={saving}
          actions={
            <>
              <Button onClick={closeAdd} disabled={saving}>
                {t('shared.form.cancel')}
              </Button>
              <Button variant="contained" onClick={() => void add()} disabled={saving || chosen.length === 0}>
                {t('shared.form.add')}
              </Button>
            </>
          }
        >
          <FormFeedback errorKey={addError} />
          <Box sx={{ pt: 1 }}>
            {adding && (
              <Typeahead
                label={adding.choose}
                value={chosen}
                onChange={setChosen}
                search={adding.search}
                maxSelections={adding.maxSelections}
              />
            )}
          </Box>
        </AppDialog>
      </CardContent>
    </Card>
  );
}
