import type { ReactElement } from 'react';
import { RISK_LEVELS, RISK_LEVEL_FACTORS, riskLevelOf, type RiskLevel } from '@compliance/shared-contracts/browser';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '@compliance/shared-ui';

/**
 * The colour of each level (docs/product.md §4: very low success, low and medium warning, high and
 * very high error). Only a marker beside the words carries it: the text keeps the theme's text
 * colour, so its contrast holds in both themes and any licensee's palette.
 */
export const LEVEL_COLOURS: Record<RiskLevel, string> = {
  'very-low': 'success.main',
  low: 'warning.light',
  medium: 'warning.main',
  high: 'error.main',
  'very-high': 'error.dark',
};

/** The level's colour as a dot; hidden from screen readers, which read the words beside it. */
export function LevelMarker({ level }: { level: RiskLevel }): ReactElement {
  return (
    <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: LEVEL_COLOURS[level], flex: 'none' }} />
  );
}

/**
 * A risk factor with its level in words and the level's colour beside them, e.g. "7 · Hoch";
 * "5 · Mittel, angehoben" when the highest damage severity raised it above the matrix's cell.
 */
export function RiskFactor({ factor, raised = false }: { factor: number; raised?: boolean }): ReactElement {
  const { t } = useSharedTranslation();
  const level = riskLevelOf(factor);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <LevelMarker level={level} />
      {t(raised ? 'shared.riskMatrix.raised' : 'common.riskActionExport.factor', {
        factor,
        level: t(`common.riskActionExport.levels.${level}`),
      })}
    </Box>
  );
}

/** The legend of risk levels: each level's marker, name and the factors it covers (docs/product.md §2 "with legend"). */
export function RiskLevelLegend(): ReactElement {
  const { t } = useSharedTranslation();
  return (
    <Box component="section" aria-labelledby="risk-level-legend" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography id="risk-level-legend" variant="subtitle2" component="h2">
        {t('shared.riskMatrix.legend')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
        {RISK_LEVELS.map((level) => {
          const [low, high] = RISK_LEVEL_FACTORS[level];
          return (
            <Box component="li" key={level} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <LevelMarker level={level} />
              {t('shared.riskMatrix.range', { level: t(`common.riskActionExport.levels.${level}`), low, high })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
