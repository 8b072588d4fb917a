import { useMemo, useState } from 'react';
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
  /** Button and dialog title of adding, e.g. "Mitarbeiter zuordnen". */
  add: string;
  /** Label of the typeahead in the add dialog. */
  choose: string;
  /** Row and bulk action label, e.g. "Entfernen". */
  remove: string;
  removeTitle: string;
  removeMessage: (count: number) => string;
}

/** Props of AssignmentTab. */
export interface AssignmentTabProps<R extends GridValidRowModel & { uuid: string }> {
  tableId: string;
  /** SWR cache key of the table's pages (include the entity's uuid). */
  cacheKey: string;
  columns: readonly DataTableColumn<R>[];
  fetchPage: (query: TableQuery) => Promise<ListPage<R>>;
  /** Options for the add dialog's typeahead. */
  search: (term: string) => Promise<readonly TypeaheadOption[]>;
  onAdd: (uuids: string[]) => Promise<unknown>;
  onRemove: (rows: R[]) => Promise<unknown>;
  addPermissions: readonly string[];
  removePermissions: readonly string[];
  texts: AssignmentTexts;
  /** Runs after a change, e.g. to refresh other lists. */
  onChanged?: () => void;
}

/**
 * One entity's assignments as a searchable table with "add" (a typeahead dialog) and
 * "remove" (row and bulk action, confirmed): the members tab of an org unit, the org units of
 * a member or of an E-Learning.
 */
export function AssignmentTab<R extends GridValidRowModel & { uuid: string }>(props: AssignmentTabProps<R>) {
  const { tableId, cacheKey, columns, fetchPage, search, onAdd, onRemove, addPermissions, removePermissions, texts, onChanged } = props;
  const { t } = useSharedTranslation();
  const table = useServerTable<R>({ cacheKey, fetchPage });
  const { ask, dialog } = useConfirmedAction();
  const canAdd = usePermission(addPermissions);
  const [adding, setAdding] = useState(false);
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
      message: texts.removeMessage(rows.length),
      confirmLabel: texts.remove,
      danger: true,
      run: () => onRemove(rows),
      onDone: changed,
    });

  const closeAdd = () => {
    setAdding(false);
    setChosen([]);
    setAddError(null);
  };
  const add = async () => {
    setSaving(true);
    setAddError(null);
    try {
      await onAdd(chosen.map((option) => option.value));
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
          {canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {texts.add}
            </Button>
          )}
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
          open={adding}
          title={texts.add}
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
            <Typeahead label={texts.choose} value={chosen} onChange={setChosen} search={search} />
          </Box>
        </AppDialog>
      </CardContent>
    </Card>
  );
}
