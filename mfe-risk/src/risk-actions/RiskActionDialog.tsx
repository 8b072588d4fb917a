import { useMemo, useState, type ReactElement } from 'react';
import { useFormState } from 'react-final-form';
import {
  RISK_ACTION_CONTENT_FIELDS,
  RISK_ACTION_TEXT_LIMITS,
  RISK_MEASURE_TYPES,
  TASK_DATE_LIMITS,
  formatDate,
  localToday,
  validateMaxLength,
  validateRequired,
  type RiskActionDetails,
  type RiskMeasureType,
} from '@compliance/shared-contracts/browser';
import {
  Alert,
  AppDialog,
  Button,
  CheckboxField,
  FormDialog,
  Grid,
  TextField,
  Typography,
  requiredValidator,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { DateField, SelectField, TypeaheadField, memberOptionOf, searchMembers, type TypeaheadOption } from '@compliance/shared-ui/inputs';
import { useRiskTranslation } from '../common/namespace';
import { useRiskActionWrites } from './api';
import { CancelRiskActionDialog } from './CancelRiskActionDialog';
import { RiskActionHistory, stepMemberName, stepTime } from './RiskActionHistory';

/** A measure as its form holds it: selects hold text, the responsible member and reviewer a chosen option each. */
interface RiskActionFormValues {
  title: string;
  description: string;
  measureType: RiskMeasureType;
  typeReason: string;
  responsible: TypeaheadOption[];
  dueDate: string | null;
  expectedRiskFactor: string;
  /** Why the expected risk is above the risk's own; asked for only then. */
  expectedRiskReason: string;
  checked: boolean;
  checkDate: string | null;
  reviewer: TypeaheadOption[];
  effective: 'yes' | 'no';
  checkNote: string;
  /** Why an agreed measure's content changes. */
  reason: string;
}

const FACTOR_OPTIONS = Array.from({ length: 10 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

/** The dates' refusals show at the date (400 RiskAssessment.InvalidDueDate, RiskAssessment.InvalidCheckDate), a missing reason at its field. */
const FIELD_ERRORS = {
  'RiskAssessment.InvalidDueDate': 'dueDate',
  'RiskAssessment.InvalidCheckDate': 'checkDate',
  'RiskAssessment.ChangeReasonRequired': 'reason',
  'RiskAssessment.ExpectedRiskReasonRequired': 'expectedRiskReason',
};

const maxLength = (limit: number) => (value: string | undefined) => validateMaxLength(value ?? '', limit);

function formValuesOf(action: RiskActionDetails | undefined, riskFactor: number): Partial<RiskActionFormValues> {
  if (!action)
    return {
      measureType: 'substitution',
      typeReason: '',
      description: '',
      responsible: [],
      expectedRiskFactor: String(riskFactor),
      expectedRiskReason: '',
      checked: false,
      reviewer: [],
      effective: 'yes',
      checkNote: '',
      reason: '',
    };
  return {
    title: action.title,
    description: action.description,
    measureType: action.measureType,
    typeReason: action.typeReason ?? '',
    responsible: action.responsible ? [memberOptionOf(action.responsible)] : [],
    dueDate: action.dueDate,
    expectedRiskFactor: String(action.expectedRiskFactor),
    expectedRiskReason: action.expectedRiskReason ?? '',
    checked: action.check !== null,
    checkDate: action.check?.checkDate ?? null,
    reviewer: action.check?.reviewer ? [memberOptionOf(action.check.reviewer)] : [],
    effective: action.check?.effective === false ? 'no' : 'yes',
    checkNote: action.check?.note ?? '',
    reason: '',
  };
}

/** Whether the form changes what the measure says (its content), not only its check. */
function contentChanged(values: RiskActionFormValues, initial: Partial<RiskActionFormValues>, riskFactor: number): boolean {
  const now = measureOf(values, riskFactor);
  const before = measureOf({ ...values, ...initial } as RiskActionFormValues, riskFactor);
  return RISK_ACTION_CONTENT_FIELDS.some((field) => (now[field] ?? '') !== (before[field] ?? ''));
}

/** The measure's fields of the contract, from the form's values. */
function measureOf(values: RiskActionFormValues, riskFactor: number) {
  const expectedRiskFactor = Number(values.expectedRiskFactor);
  return {
    title: values.title,
    description: values.description ?? '',
    measureType: values.measureType,
    // Substitution ranks first: it needs no reason why a higher type is not possible.
    typeReason: values.measureType === 'substitution' ? null : values.typeReason,
    responsibleMemberUuid: values.responsible[0]?.value ?? '',
    dueDate: values.dueDate ?? '',
    expectedRiskFactor,
    // A reason only where the risk is expected to rise; the server keeps none otherwise.
    expectedRiskReason: expectedRiskFactor > riskFactor ? values.expectedRiskReason?.trim() || null : null,
  };
}

/** Props of ReasonField. */
interface ReasonFieldProps {
  /** The form field; its label is `actions.fields.<name>`, its length limit RISK_ACTION_TEXT_LIMITS' own. */
  name: 'typeReason' | 'expectedRiskReason' | 'reason';
  /** Whether the form asks for it, given what it holds now. */
  askedWhen: (values: RiskActionFormValues) => boolean;
  helperText?: string;
  /** Said above the field while it is asked for. */
  notice?: string;
}

/** A required reason the form asks for only while what it explains applies. */
function ReasonField({ name, askedWhen, helperText, notice }: ReasonFieldProps) {
  const { t } = useRiskTranslation();
  const { values } = useFormState<RiskActionFormValues>({ subscription: { values: true } });
  if (!askedWhen(values)) return null;
  const label = t(`actions.fields.${name}`);
  return (
    <>
      {notice && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {notice}
        </Alert>
      )}
      <TextField
        name={name}
        label={label}
        helperText={helperText}
        multiline
        rows={2}
        validate={[requiredValidator(label), maxLength(RISK_ACTION_TEXT_LIMITS[name])]}
      />
    </>
  );
}

/** The effectiveness check, shown once the measure is marked as checked. */
function CheckFields() {
  const { t } = useRiskTranslation();
  const { values } = useFormState<RiskActionFormValues>({ subscription: { values: true } });
  if (!values.checked) return null;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateField
          name="checkDate"
          label={t('actions.fields.checkDate')}
          minDate={TASK_DATE_LIMITS.minDate}
          maxDate={localToday()}
          validate={requiredValidator()}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          name="effective"
          label={t('actions.fields.effective')}
          options={[
            { value: 'yes', label: t('actions.effective.yes') },
            { value: 'no', label: t('actions.effective.no') },
          ]}
        />
      </Grid>
      <Grid size={12} sx={{ mt: 1 }}>
        <TypeaheadField name="reviewer" label={t('actions.fields.reviewer')} search={searchMembers} maxSelections={1} required />
      </Grid>
      <Grid size={12} sx={{ mt: 2 }}>
        <TextField
          name="checkNote"
          label={t('actions.fields.checkNote')}
          multiline
          rows={2}
          validate={maxLength(RISK_ACTION_TEXT_LIMITS.note)}
        />
      </Grid>
    </>
  );
}

/** Props of RiskActionDialog: a new measure against `riskUuid`, or the measure `action` to edit and check. */
export interface RiskActionDialogProps {
  riskUuid: string;
  riskTitle: string;
  riskFactor: number;
  action?: RiskActionDetails;
  onClose: () => void;
}

/**
 * A measure against a risk (docs/product.md §3): title, description, its type in the STOP order
 * with the reason a higher one is not possible, who is responsible, by when (not in the past),
 * the risk factor expected after it; when editing, its effectiveness check.
 */
export function RiskActionDialog({ riskUuid, riskTitle, riskFactor, action, onClose }: RiskActionDialogProps): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const writes = useRiskActionWrites();
  const initialValues = useMemo(() => formValuesOf(action, riskFactor), [action, riskFactor]);
  const [cancelling, setCancelling] = useState(false);
  const submit = useSubmitHandler(
    (values: RiskActionFormValues) =>
      action
        ? writes.update({
            riskActionUuid: action.riskActionUuid,
            ...measureOf(values, riskFactor),
            check: values.checked
              ? {
                  checkDate: values.checkDate ?? '',
                  responsibleMemberUuid: values.reviewer[0]?.value ?? '',
                  effective: values.effective === 'yes',
                  note: values.checkNote ?? '',
                }
              : null,
            reason: values.reason?.trim() || null,
          })
        : writes.create({ riskUuid, ...measureOf(values, riskFactor) }),
    { fields: FIELD_ERRORS },
  );
  const validate = (values: RiskActionFormValues) => ({
    responsible: validateRequired(values.responsible?.[0], t('actions.fields.responsible')),
    ...(values.checked ? { reviewer: validateRequired(values.reviewer?.[0], t('actions.fields.reviewer')) } : {}),
  });
  // A measure found effective keeps its due date even when that has passed; a new or open one is due today or later.
  const minDueDate = action && action.dueDate < localToday() ? action.dueDate : localToday();
  if (action?.cancellation) {
    const { at, by, reason } = action.cancellation;
    const notice = t('actions.cancelledNotice', {
      at: stepTime(at, i18n.language),
      by: stepMemberName(by, t('actions.history.nobody')),
      reason,
    });
    return (
      <ClosedRiskAction action={action} title={t('actions.cancelledTitle', { title: action.title })} notice={notice} onClose={onClose} />
    );
  }
  if (action?.status === 'carried-over') {
    const title = t('actions.carriedTitle', { title: action.title });
    return <ClosedRiskAction action={action} title={title} notice={t('actions.carriedNotice')} onClose={onClose} />;
  }
  if (action && cancelling) return <CancelRiskActionDialog action={action} onCancelled={onClose} onClose={() => setCancelling(false)} />;
  return (
    <FormDialog<RiskActionFormValues>
      open
      title={action ? t('actions.editTitle') : t('actions.createTitle')}
      width="50rem"
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('actions.save')}
    >
      {() => (
        <Grid container columnSpacing={2}>
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('actions.against', { risk: riskTitle, factor: riskFactor })}
            </Typography>
            {action?.carriedFrom && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('actions.carriedFromNotice', { date: formatDate(action.carriedFrom.finishedAt, i18n.language) })}
              </Alert>
            )}
          </Grid>
          <Grid size={12}>
            <TextField
              name="title"
              label={t('actions.fields.title')}
              validate={[requiredValidator(t('actions.fields.title')), maxLength(RISK_ACTION_TEXT_LIMITS.title)]}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              name="description"
              label={t('actions.fields.description')}
              multiline
              rows={3}
              validate={maxLength(RISK_ACTION_TEXT_LIMITS.description)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectField
              name="measureType"
              label={t('actions.fields.measureType')}
              helperText={t('actions.hints.measureType')}
              options={RISK_MEASURE_TYPES.map((type) => ({ value: type, label: t(`common.riskActionExport.types.${type}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectField
              name="expectedRiskFactor"
              label={t('actions.fields.expectedRiskFactor')}
              helperText={t('actions.hints.expectedRiskFactor')}
              options={FACTOR_OPTIONS}
            />
          </Grid>
          <Grid size={12}>
            {/* Every type below substitution in the STOP order says why a higher one is not possible. */}
            <ReasonField
              name="typeReason"
              helperText={t('actions.hints.typeReason')}
              askedWhen={(values) => values.measureType !== 'substitution'}
            />
          </Grid>
          <Grid size={12}>
            <ReasonField
              name="expectedRiskReason"
              helperText={t('actions.hints.expectedRiskReason', { factor: riskFactor })}
              askedWhen={(values) => Number(values.expectedRiskFactor) > riskFactor}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ mt: 1 }}>
            <TypeaheadField name="responsible" label={t('actions.fields.responsible')} search={searchMembers} maxSelections={1} required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DateField
              name="dueDate"
              label={t('actions.fields.dueDate')}
              minDate={minDueDate}
              maxDate={TASK_DATE_LIMITS.maxDate}
              validate={requiredValidator(t('actions.fields.dueDate'))}
            />
          </Grid>
          {action?.agreedAt && (
            <Grid size={12}>
              {/* Once agreed, a change of what the measure says is a new version, agreed again: the form asks why. */}
              <ReasonField
                name="reason"
                notice={t('actions.newVersion')}
                askedWhen={(values) => contentChanged(values, initialValues, riskFactor)}
              />
            </Grid>
          )}
          {action && (
            <>
              <Grid size={12} sx={{ mt: 2 }}>
                <Typography variant="subtitle1" component="h3">
                  {t('actions.checkHeadline')}
                </Typography>
                {/* A measure is checked after it was agreed; the server refuses it before (409). A
                    recorded check is never taken back: a later one is recorded beside it. */}
                {action.agreedAt !== null ? (
                  <CheckboxField
                    name="checked"
                    label={t('actions.fields.checked')}
                    disabled={action.check !== null}
                    helperText={action.check !== null ? t('actions.checkKept') : undefined}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('actions.checkAfterAgreement')}
                  </Typography>
                )}
              </Grid>
              <CheckFields />
              <Grid size={12} sx={{ mt: 2 }}>
                <RiskActionHistory history={action.history} />
              </Grid>
              <Grid size={12} sx={{ mt: 1 }}>
                <Button color="error" onClick={() => setCancelling(true)}>
                  {t('actions.cancel.open')}
                </Button>
              </Grid>
            </>
          )}
        </Grid>
      )}
    </FormDialog>
  );
}

/** A measure closed in this run, read only: cancelled (when, by whom, why) or carried into the next run, and its history. */
function ClosedRiskAction({
  action,
  title,
  notice,
  onClose,
}: {
  action: RiskActionDetails;
  title: string;
  notice: string;
  onClose: () => void;
}): ReactElement {
  const { t } = useRiskTranslation();
  return (
    <AppDialog open title={title} width="50rem" onClose={onClose} closeLabel={t('actions.close')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {notice}
      </Alert>
      <RiskActionHistory history={action.history} />
    </AppDialog>
  );
}
