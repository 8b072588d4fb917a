import type { ReactElement } from 'react';
import { Box, Link, RouterLink, Typography } from '@compliance/shared-ui';

/** A figure that needs action: how many, what in words (without the number), and the list it counts where the member may open it. */
export interface AttentionTile {
  key: string;
  count: number;
  words: string;
  /** The filtered list the figure counts (a path, or `#id` of a list on this page); null where the member may not open it. */
  to: string | null;
}

/** The tile's face: the figure large, the words beneath; read as "7 überfällige E-Learning-Aufgaben". */
function TileFace({ count, words }: Pick<AttentionTile, 'count' | 'words'>): ReactElement {
  return (
    <>
      <Typography component="span" variant="h4" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.2 }}>
        {count}
      </Typography>{' '}
      <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
        {words}
      </Typography>
    </>
  );
}

/**
 * The overview's figures as tiles, one per figure that needs action. A figure above 0 is a link
 * to the list it counts (where the member may open it) with a bar on its left in the warning
 * colour; a 0 is plain text with a quiet bar. The number says it either way: colour is never alone.
 */
export function AttentionTiles({ label, tiles }: { label: string; tiles: readonly AttentionTile[] }): ReactElement {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: 2, listStyle: 'none', m: 0, p: 0 }}
    >
      {tiles.map(({ key, count, words, to }) => (
        <Box
          component="li"
          key={key}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderLeft: 4,
            borderLeftColor: count > 0 ? 'warning.main' : 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            display: 'flex',
          }}
        >
          {to && count > 0 ? (
            <Link
              {...(to.startsWith('#') ? { href: to } : { component: RouterLink, to })}
              underline="hover"
              color="inherit"
              sx={{
                flex: 1,
                p: 2,
                borderRadius: 1,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <TileFace count={count} words={words} />
            </Link>
          ) : (
            <Box sx={{ flex: 1, p: 2, color: count > 0 ? 'text.primary' : 'text.secondary' }}>
              <TileFace count={count} words={words} />
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
