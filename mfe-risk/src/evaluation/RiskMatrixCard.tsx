import { useState, type ReactElement } from 'react';
import { PERMISSIONS, RISK_DAMAGE_SEVERITIES, RISK_PROBABILITIES } from '@compliance/shared-contracts/browser';
import { Box, Button, Card, CardContent, FormDialog, Grid, Typography, usePermission, useSubmitHandler } from '@compliance/shared-ui';
import { SelectField } from '@compliance/shared-ui/inputs';
import { Loaded } from '@compliance/shared-ui/page';
import { RiskMatrixTable } from '@compliance/shared-ui/risk-matrix';
import { useRiskTranslation } from '../common/namespace';
import { useRiskMatrix, useRiskMatrixWrites } from './api';

/** The matrix as the form holds it: one select per cell, named by severity and probability ("c3_4"). */
type MatrixFormValues = Record<string, string>;

const cellName = (severity: number, probability: number) => `c${severity}_${probability}`;
const FACTOR_OPTIONS = Array.from({ length: 10 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

const formValuesOf = (factors: readonly (readonly number[])[]): MatrixFormValues =>
  Object.fromEntries(
    RISK_DAMAGE_SEVERITIES.flatMap((severity, row) =>
      RISK_PROBABILITIES.map((probability, column) => [cellName(severity, probability), String(factors[row]?.[column] ?? 1)]),
    ),
  );

const factorsOf = (values: MatrixFormValues): number[][] =>
  RISK_DAMAGE_SEVERITIES.map((severity) => RISK_PROBABILITIES.map((probability) => Number(values[cellName(severity, probability)])));

/** The matrix's one rule, as the server has it: a graver or likelier hazard is never a smaller risk. */
function orderErrors(values: MatrixFormValues, message: string): Record<string, string> {
  const factors = factorsOf(values);
  const errors: Record<string, string> = {};
  factors.forEach((row, s) =>
    row.forEach((factor, p) => {
      const left = p === 0 ? 0 : (row[p - 1] ?? 0);
      const above = s === 0 ? 0 : (factors[s - 1]?.[p] ?? 0);
      if (factor < left || factor < above) errors[cellName(s + 1, p + 1)] = message;
    }),
  );
  return errors;
}

function MatrixDialog({ factors, onClose }: { factors: readonly (readonly number[])[]; onClose: () => void }): ReactElement {
  const { t } = useRiskTranslation();
  const { save } = useRiskMatrixWrites();
  const submit = useSubmitHandler((values: MatrixFormValues) => save({ factors: factorsOf(values) }));
  return (
    <FormDialog<MatrixFormValues>
      open
      title={t('matrix.edit')}
      width="50rem"
      initialValues={formValuesOf(factors)}
      validate={(values) => orderErrors(values, t('matrix.orderError'))}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('matrix.save')}
    >
      {() => (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('matrix.editHint')}
          </Typography>
          <Grid container spacing={1} columns={5}>
            {RISK_DAMAGE_SEVERITIES.flatMap((severity) =>
              RISK_PROBABILITIES.map((probability) => (
                <Grid size={1} key={cellName(severity, probability)}>
                  <SelectField
                    name={cellName(severity, probability)}
                    label={t('matrix.cell', { severity, probability })}
                    options={FACTOR_OPTIONS}
                  />
                </Grid>
              )),
            )}
          </Grid>
        </>
      )}
    </FormDialog>
  );
}

/**
 * The client's risk matrix (docs/areas/risk-assessments.md): the factor of each damage severity and
 * probability, the product's default until the client saves its own. Evaluations to come use it;
 * each result keeps the matrix it was evaluated by.
 */
export function RiskMatrixCard(): ReactElement {
  const { t } = useRiskTranslation();
  const matrix = useRiskMatrix();
  const canEdit = usePermission([PERMISSIONS.riskAssessment.saveSettings]);
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="risk-matrix-heading">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2" id="risk-matrix-heading">
            {t('matrix.title')}
          </Typography>
          {canEdit && matrix.data && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('matrix.edit')}
            </Button>
          )}
        </Box>
        <Loaded result={matrix}>
          {({ factors, isDefault }) => (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {isDefault ? t('matrix.isDefault') : t('matrix.isOwn')}
              </Typography>
              <RiskMatrixTable factors={factors} caption={t('common.riskActionExport.matrixNote')} />
              {editing && <MatrixDialog factors={factors} onClose={() => setEditing(false)} />}
            </>
          )}
        </Loaded>
      </CardContent>
    </Card>
  );
}
