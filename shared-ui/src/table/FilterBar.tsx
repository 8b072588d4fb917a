import { useId, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import { isFilterSet, type TableFilter, type TableFilterValue } from './table-state';
import { useSharedTranslation, useDebouncedCallback, FILTER_DEBOUNCE_MS } from '@compliance/shared-ui';
import { Dropdown, type DropdownItem } from '@compliance/shared-ui/inputs';

/** One filter of a table's filter bar (docs/product.md §3). */
export interface TableFilterConfig {
  name: string;
  type: 'dropdown' | 'search';
  /** Translated label. */
  label: string;
  /** Options of a dropdown filter. */
  options?: readonly DropdownItem[];
  /** For dropdowns: more than 1 makes it multi-select with at most this many values. */
  max?: number;
}

/**
 * A dropdown filter of one value among `values`, each shown by `labelOf`, after a first entry
 * `allLabel` that filters nothing: the status filters of the lists.
 */
export function choiceFilter<V extends string>(
  name: string,
  label: string,
  allLabel: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): TableFilterConfig {
  return {
    name,
    type: 'dropdown',
    label,
    options: [{ label: allLabel, value: '' }, ...values.map((value) => ({ label: labelOf(value), value }))],
  };
}

/** The height of an outlined button, which a dropdown is: the search field takes it too. */
const DROPDOWN_HEIGHT = '36.5px';

/** Props of FilterBar. */
export interface FilterBarProps {
  filters: readonly TableFilterConfig[];
  value: TableFilter;
  onChange: (filter: TableFilter) => void;
  /**
   * On a phone: the search stays, the other filters wait behind a "Filter" button that counts
   * the set ones, so the list's first rows are on the first screen.
   */
  collapsible?: boolean;
}

function SearchFilter({
  config,
  value,
  onChange,
  grow,
}: {
  config: TableFilterConfig;
  value: string;
  onChange: (value: string) => void;
  /** Takes the row's width beside the "Filter" button, down to a phone's. */
  grow: boolean;
}): ReactElement {
  const [text, setText] = useState(value);
  const emit = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);
  const id = useId();
  // Labelled above and as high as the dropdowns beside it (shared-ui's Dropdown): one row of
  // fields of one height, not a floating label in one of them.
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', ...(grow ? { flex: '1 1 10rem' } : { minWidth: '16rem' }) }}>
      <Typography component="label" htmlFor={id} variant="caption" color="text.secondary">
        {config.label}
      </Typography>
      <TextField
        id={id}
        size="small"
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          emit(event.target.value);
        }}
        sx={{ '& .MuiInputBase-root': { height: DROPDOWN_HEIGHT } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** The filter bar above a table: dropdown filters apply at once, search filters 500 ms after typing. */
export function FilterBar({ filters, value, onChange, collapsible = false }: FilterBarProps): ReactElement {
  const { t } = useSharedTranslation();
  const [expanded, setExpanded] = useState(false);
  const choicesId = useId();
  const set = (name: string, next: TableFilterValue): void => onChange({ ...value, [name]: next });
  const searches = filters.filter((config) => config.type === 'search');
  const choices = filters.filter((config) => config.type !== 'search');
  const collapsed = collapsible && choices.length > 0;
  const setChoices = choices.filter((config) => isFilterSet(value[config.name])).length;

  const searchFields = searches.map((config) => {
    const current = value[config.name];
    return (
      <SearchFilter
        key={config.name}
        config={config}
        value={typeof current === 'string' ? current : ''}
        onChange={(text) => set(config.name, text)}
        grow={collapsible}
      />
    );
  });
  const choiceFields = choices.map((config) => {
    const current = value[config.name];
    const items = config.options ?? [];
    if ((config.max ?? 1) > 1) {
      return (
        <Dropdown
          key={config.name}
          multiple
          label={config.label}
          items={items}
          max={config.max}
          value={Array.isArray(current) ? current : []}
          onChange={(values) => set(config.name, values)}
        />
      );
    }
    return (
      <Dropdown
        key={config.name}
        label={config.label}
        items={items}
        // Nothing chosen shows the entry that filters nothing ("Alle"), where the filter has one.
        value={typeof current === 'string' ? current : items.some((item) => item.value === '') ? '' : null}
        onChange={(next) => set(config.name, next)}
      />
    );
  });

  const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' } as const;
  if (!collapsed) {
    return (
      <Box role="search" aria-label={t('shared.table.filters')} sx={row}>
        {searchFields}
        {choiceFields}
      </Box>
    );
  }
  return (
    <Box role="search" aria-label={t('shared.table.filters')} sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Box sx={row}>
        {searchFields}
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={expanded}
          aria-controls={choicesId}
          onClick={() => setExpanded((open) => !open)}
        >
          {setChoices > 0 ? t('shared.table.filterToggleSet', { count: setChoices }) : t('shared.table.filterToggle')}
        </Button>
      </Box>
      {/* Always there for aria-controls; its fields only while open. */}
      <Box id={choicesId} sx={{ display: expanded ? 'flex' : 'none', flexDirection: 'column', gap: 2 }}>
        {expanded && choiceFields}
      </Box>
    </Box>
  );
}
