import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** One part of an address: kept on one line, cut with an ellipsis only where it is wider than its cell. */
const PART_SX = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/**
 * An e-mail column's formatter: a narrow cell breaks the address after its "@" only, never
 * within a part (a browser would break "demo-gmbh" at its hyphen); nothing for none.
 */
export function emailCell(value: unknown): ReactNode {
  if (typeof value !== 'string' || value === '') return '';
  const at = value.lastIndexOf('@');
  if (at <= 0)
    return (
      <Box component="span" sx={PART_SX}>
        {value}
      </Box>
    );
  return (
    <span title={value}>
      <Box component="span" sx={PART_SX}>
        {value.slice(0, at + 1)}
      </Box>
      <wbr />
      <Box component="span" sx={PART_SX}>
        {value.slice(at + 1)}
      </Box>
    </span>
  );
}
