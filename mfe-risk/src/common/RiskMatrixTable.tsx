import type { ReactElement } from 'react';
import { RISK_DAMAGE_SEVERITIES, RISK_PROBABILITIES } from '@compliance/shared-contracts/browser';
import { Box, Typography } from '@compliance/shared-ui';
import { useRiskTranslation } from './namespace';
import { RiskFactor } from './RiskLevel';

const cell = { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' } as const;

/** A risk matrix as a table: damage severity by row, probability by column, each cell its factor and level in words. */
export function RiskMatrixTable({ factors, caption }: { factors: readonly (readonly number[])[]; caption: string }): ReactElement {
  const { t } = useRiskTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '36rem' }}>
        <Typography component="caption" variant="body2" color="text.secondary" sx={{ captionSide: 'bottom', textAlign: 'left', pt: 1 }}>
          {caption}
        </Typography>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cell}>
              {t('common.riskActionExport.severityProbability')}
            </Box>
            {RISK_PROBABILITIES.map((probability) => (
              <Box component="th" scope="col" key={probability} sx={cell}>
                {t('matrix.probability', { value: probability })}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {RISK_DAMAGE_SEVERITIES.map((severity, row) => (
            <tr key={severity}>
              <Box component="th" scope="row" sx={cell}>
                {t('matrix.severity', { value: severity })}
              </Box>
              {RISK_PROBABILITIES.map((probability, column) => (
                <Box component="td" key={probability} sx={cell}>
                  <RiskFactor factor={factors[row]?.[column] ?? 1} />
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
