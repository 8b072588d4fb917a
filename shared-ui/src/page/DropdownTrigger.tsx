import type { ReactElement, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

/** Props of DropdownTrigger: the label above, the text on the button, the button's own props. */
export interface DropdownTriggerProps extends Omit<ButtonProps, 'children' | 'variant' | 'color' | 'endIcon' | 'sx'> {
  label: string;
  /** The label's id, which the button and the list name themselves by. */
  labelId?: string;
  text: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A dropdown as it shows closed: its label and a button with the chosen value. The inputs
 * entry's dropdown opens its list from it; a page that loads that entry only when the dropdown
 * draws shows it disabled meanwhile, in the same place and size.
 */
export function DropdownTrigger({ label, labelId, text, ref, ...button }: DropdownTriggerProps): ReactElement {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: '12rem' }}>
      <Typography id={labelId} component="span" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Button
        ref={ref}
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        sx={{ justifyContent: 'space-between', textTransform: 'none' }}
        {...button}
      >
        {text}
      </Button>
    </Box>
  );
}
