import { useId, type ReactElement } from 'react';
import { RISK_DAMAGE_SEVERITIES, RISK_PROBABILITIES, riskLevelOf } from '@compliance/shared-contracts/browser';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '@compliance/shared-ui';
import { LEVEL_COLOURS, RiskFactor } from './RiskLevel';

const cell = { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' } as const;

/** A palette colour ('error.main') as the theme has it, mixed thin into the cell's background so the text keeps its contrast. */
const tintOf =
  (path: string) =>
  (theme: { palette: object }): string => {
    const [group, shade] = path.split('.') as [string, string];
    const colour = (theme.palette as Record<string, Record<string, string> | undefined>)[group]?.[shade] ?? 'transparent';
    return `color-mix(in srgb, ${colour} 22%, transparent)`;
  };

/**
 * A risk matrix as a heat map: damage severity by row, probability by column, each cell tinted by
 * its level and saying its factor and level in words (colour never alone); with `counts`, how many
 * of a result's risks fall into each cell.
 */
export function RiskMatrixTable({
  factors,
  caption,
  counts,
}: {
  factors: readonly (readonly number[])[];
  caption: string;
  /** Risks per cell, [severity - 1][probability - 1]. */
  counts?: readonly (readonly number[])[];
}): ReactElement {
  const { t } = useSharedTranslation();
  const captionId = useId();
  return (
    // Wider than a phone, the table scrolls in this box: a keyboard reaches it to scroll it too.
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '36rem' }}>
        <Typography
          component="caption"
          id={captionId}
          variant="body2"
          color="text.secondary"
          sx={{ captionSide: 'bottom', textAlign: 'left', pt: 1 }}
        >
          {caption}
        </Typography>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cell}>
              {t('common.riskActionExport.severityProbability')}
            </Box>
            {RISK_PROBABILITIES.map((probability) => (
              <Box component="th" scope="col" key={probability} sx={cell}>
                {t('shared.riskMatrix.probability', { value: probability })}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {RISK_DAMAGE_SEVERITIES.map((severity, row) => (
            <tr key={severity}>
              <Box component="th" scope="row" sx={cell}>
                {t('shared.riskMatrix.severity', { value: severity })}
              </Box>
              {RISK_PROBABILITIES.map((probability, column) => {
                const factor = factors[row]?.[column] ?? 1;
                const count = counts?.[row]?.[column];
                return (
                  <Box component="td" key={probability} sx={{ ...cell, bgcolor: tintOf(LEVEL_COLOURS[riskLevelOf(factor)]) }}>
                    <RiskFactor factor={factor} />
                    {count !== undefined && (
                      <Typography variant="body2" sx={{ fontWeight: count > 0 ? 600 : 400 }}>
                        {t('shared.riskMatrix.risksInCell', { count })}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
