import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import CheckIcon from '@mui/icons-material/Check';
import { useSharedTranslation } from '@compliance/shared-ui';
import { DropdownTrigger } from '@compliance/shared-ui/page';

/** One entry of a dropdown (docs/product.md §3). */
export interface DropdownItem {
  /** Text, or an i18n key when `translate` is true. */
  label: string;
  value: string;
  icon?: ReactNode;
  disabled?: boolean;
  translate?: boolean;
}

/** Smallest panel height in rem (docs/product.md §9). */
export const DROPDOWN_MIN_HEIGHT_REM = 2;
/** Largest panel height in rem (docs/product.md §9). */
export const DROPDOWN_MAX_HEIGHT_REM = 22;

/** The panel height to use, kept within 2–22 rem. */
export function dropdownPanelHeight(rem: number | undefined): number {
  if (rem === undefined || Number.isNaN(rem)) return DROPDOWN_MAX_HEIGHT_REM;
  return Math.min(DROPDOWN_MAX_HEIGHT_REM, Math.max(DROPDOWN_MIN_HEIGHT_REM, rem));
}

interface DropdownBaseProps {
  label: string;
  items: readonly DropdownItem[];
  placeholder?: string;
  disabled?: boolean;
  /** Maximum panel height in rem, kept within 2–22. */
  panelHeight?: number;
  /** Maximum number of values a multi-select takes. */
  max?: number;
}

/** Props of a single-choice dropdown. */
export interface SingleDropdownProps extends DropdownBaseProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Props of a multi-choice dropdown. */
export interface MultiDropdownProps extends DropdownBaseProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Props of Dropdown. */
export type DropdownProps = SingleDropdownProps | MultiDropdownProps;

function nextEnabled(items: readonly DropdownItem[], from: number, step: 1 | -1): number {
  for (let index = from + step; index >= 0 && index < items.length; index += step) {
    if (!items[index]?.disabled) return index;
  }
  return from;
}

/**
 * A listbox dropdown (docs/product.md §4): arrow keys move the focus, Enter or Space opens or selects,
 * Escape closes; a single pick closes it, a multi-select stays open.
 */
export function Dropdown(props: DropdownProps): ReactElement {
  const { label, items, placeholder, disabled, panelHeight, max } = props;
  const { t } = useSharedTranslation();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const selected: readonly string[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const text = (item: DropdownItem): string => (item.translate ? t(item.label) : item.label);
  const display = items
    .filter((item) => selected.includes(item.value))
    .map(text)
    .join(', ');

  const openPanel = (): void => {
    if (disabled) return;
    const first = items.findIndex((item) => selected.includes(item.value) && !item.disabled);
    setActive(first >= 0 ? first : nextEnabled(items, -1, 1));
    setOpen(true);
  };

  // The listbox takes focus as soon as the popper mounts it, so the arrow keys reach it.
  const attachList = useCallback((node: HTMLUListElement | null) => {
    listRef.current = node;
    node?.focus();
  }, []);
  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const pick = (index: number): void => {
    const item = items[index];
    if (!item || item.disabled) return;
    if (props.multiple) {
      const isSelected = props.value.includes(item.value);
      if (!isSelected && max !== undefined && props.value.length >= max) return;
      props.onChange(isSelected ? props.value.filter((value) => value !== item.value) : [...props.value, item.value]);
    } else {
      props.onChange(item.value);
      close(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openPanel();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => nextEnabled(items, index, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => nextEnabled(items, index, -1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(nextEnabled(items, -1, 1));
        break;
      case 'End':
        event.preventDefault();
        setActive(nextEnabled(items, items.length, -1));
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        pick(active);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  return (
    <>
      <DropdownTrigger
        ref={buttonRef}
        label={label}
        labelId={labelId}
        text={display || placeholder || t('shared.dropdown.placeholder')}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => (open ? close(false) : openPanel())}
        onKeyDown={onButtonKeyDown}
      />
      <Popper open={open} anchorEl={buttonRef.current} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal + 2 }}>
        <ClickAwayListener onClickAway={(event) => !buttonRef.current?.contains(event.target as Node) && close(false)}>
          <Paper elevation={4}>
            <Box
              component="ul"
              ref={attachList}
              id={listId}
              role="listbox"
              tabIndex={-1}
              aria-labelledby={labelId}
              aria-multiselectable={props.multiple ? true : undefined}
              aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
              onKeyDown={onListKeyDown}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0.5,
                overflowY: 'auto',
                minWidth: '12rem',
                minHeight: `${DROPDOWN_MIN_HEIGHT_REM}rem`,
                maxHeight: `${dropdownPanelHeight(panelHeight)}rem`,
                outline: 'none',
              }}
            >
              {items.length === 0 && (
                <Box component="li" sx={{ px: 1.5, py: 1, color: 'text.secondary' }}>
                  {t('shared.dropdown.noOptions')}
                </Box>
              )}
              {items.map((item, index) => {
                const isSelected = selected.includes(item.value);
                return (
                  <Box
                    component="li"
                    key={item.value}
                    id={`${id}-option-${index}`}
                    role="option"
                    aria-selected={isSelected}
                    aria-disabled={item.disabled ? true : undefined}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(index)}
                    onMouseEnter={() => !item.disabled && setActive(index)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      cursor: item.disabled ? 'default' : 'pointer',
                      opacity: item.disabled ? 0.5 : 1,
                      bgcolor: index === active ? 'action.focus' : isSelected ? 'action.selected' : undefined,
                      outline: index === active ? '2px solid' : undefined,
                      outlineColor: 'primary.main',
                    }}
                  >
                    {item.icon}
                    <span>{text(item)}</span>
                    {isSelected && <CheckIcon fontSize="small" sx={{ ml: 'auto' }} />}
                  </Box>
                );
              })}
            </Box>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
