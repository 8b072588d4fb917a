import { useMemo, useState } from 'react';
import { useFormState } from 'react-final-form';
import {
  FEATURE_FLAGS,
  PERMISSIONS,
  formatDate,
  TASK_DATE_LIMITS,
  type FeatureFlag,
  type FeatureFlagOverrides,
  type LicenseeClientAreas,
  type PackageBooking,
} from '@compliance/shared-contracts/browser';
import {
  AddIcon,
  Box,
  Button,
  Card,
  CardContent,
  DeleteIcon,
  DetailsFormCard,
  FormDialog,
  requiredValidator,
  Stack,
  Typography,
  useConfirmedAction,
  usePermission,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { DateField, SelectField } from '@compliance/shared-ui/inputs';
import { Loaded } from '@compliance/shared-ui/page';
import { useLicenseeTranslation } from '../common/namespace';
import { useClientText } from '../clients/client-text';
import { useClientAreas, useClientAreaWrites } from './api';

/** The booking dialog's values: the package (fixed when its span is changed) and the span, ISO dates or null. */
interface BookingFormValues {
  packageUuid: string;
  validFrom: string | null;
  validTo: string | null;
}

const { minDate: FIRST_DAY, maxDate: LAST_DAY } = TASK_DATE_LIMITS;

/** The end of the span: not before its start, as the server would refuse it. */
function ValidToField() {
  const { t } = useLicenseeTranslation();
  const { values } = useFormState<BookingFormValues>({ subscription: { values: true } });
  return (
    <DateField
      name="validTo"
      label={t('clientAreas.booking.validTo')}
      helperText={t('clientAreas.booking.validToHint')}
      minDate={values.validFrom || FIRST_DAY}
      maxDate={LAST_DAY}
    />
  );
}

/** The span as words: "01.12.2026 – 31.12.2027", "ab 01.12.2026", "bis 31.12.2027", "unbefristet". */
function useSpanText() {
  const { t, i18n } = useLicenseeTranslation();
  return (booking: Pick<PackageBooking, 'validFrom' | 'validTo'>) => {
    const date = (value: string) => formatDate(value, i18n.language, 'medium');
    if (booking.validFrom && booking.validTo) return `${date(booking.validFrom)} – ${date(booking.validTo)}`;
    if (booking.validFrom) return t('clientAreas.span.from', { date: date(booking.validFrom) });
    if (booking.validTo) return t('clientAreas.span.to', { date: date(booking.validTo) });
    return t('clientAreas.span.open');
  };
}

/** Booking a package, or (with `booking`) changing the span it is booked for. */
function BookingDialog({
  clientUuid,
  areas,
  booking,
  onClose,
}: {
  clientUuid: string;
  areas: LicenseeClientAreas;
  booking?: PackageBooking;
  onClose: () => void;
}) {
  const { t } = useLicenseeTranslation();
  const { book, changeBooking } = useClientAreaWrites();
  const text = useClientText();
  const initialValues = useMemo<BookingFormValues>(
    () => ({ packageUuid: booking?.packageUuid ?? '', validFrom: booking?.validFrom ?? null, validTo: booking?.validTo ?? null }),
    [booking],
  );
  const booked = new Set(areas.bookings.map((entry) => entry.packageUuid));
  const options = areas.packages
    .filter((pack) => pack.uuid === booking?.packageUuid || !booked.has(pack.uuid))
    .map((pack) => ({ value: pack.uuid, label: `${pack.name} (${text.areas(pack.areas)})` }));
  const submit = useSubmitHandler((values: BookingFormValues) => (booking ? changeBooking : book)({ uuid: clientUuid, ...values }), {
    fields: { 'Package.AlreadyBooked': 'packageUuid', 'Package.NotFound': 'packageUuid' },
  });
  const title = booking ? t('clientAreas.booking.changeTitle') : t('clientAreas.booking.bookTitle');
  return (
    <FormDialog<BookingFormValues>
      open
      title={title}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={booking ? t('clientAreas.booking.changeSubmit') : t('clientAreas.booking.bookSubmit')}
    >
      {() => (
        <Stack spacing={1}>
          <SelectField
            name="packageUuid"
            label={t('clientAreas.booking.package')}
            options={options}
            validate={requiredValidator(t('clientAreas.booking.package'))}
            disabled={booking !== undefined}
          />
          <DateField
            name="validFrom"
            label={t('clientAreas.booking.validFrom')}
            helperText={t('clientAreas.booking.validFromHint')}
            minDate={FIRST_DAY}
            maxDate={LAST_DAY}
          />
          <ValidToField />
        </Stack>
      )}
    </FormDialog>
  );
}

const STATUS_COLOUR = { upcoming: 'info.main', current: 'success.main', ended: 'text.secondary' } as const;

/** The packages booked for the client, each with its areas, span and status; licensee admins book, change and remove. */
function PackageBookings({ clientUuid, areas }: { clientUuid: string; areas: LicenseeClientAreas }) {
  const { t } = useLicenseeTranslation();
  const text = useClientText();
  const spanText = useSpanText();
  const canManage = usePermission([PERMISSIONS.licensee.manageClients]);
  const { cancelBooking } = useClientAreaWrites();
  const { ask, dialog } = useConfirmedAction();
  const [editing, setEditing] = useState<PackageBooking | 'new' | null>(null);
  const packageOf = (uuid: string) => areas.packages.find((pack) => pack.uuid === uuid);
  const unbooked = areas.packages.length > areas.bookings.length;
  const remove = (booking: PackageBooking) => {
    const name = packageOf(booking.packageUuid)?.name ?? '';
    ask({
      title: t('clientAreas.cancel.title'),
      message: t('clientAreas.cancel.message', { name }),
      confirmLabel: t('clientAreas.cancel.confirm'),
      danger: true,
      run: () => cancelBooking({ uuid: clientUuid, packageUuid: booking.packageUuid }),
    });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h6">
            {t('clientAreas.bookingsTitle')}
          </Typography>
          {canManage && unbooked && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('clientAreas.booking.bookTitle')}
            </Button>
          )}
        </Stack>
        {areas.bookings.length === 0 ? (
          <Typography color="text.secondary">{t('clientAreas.noBookings')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('clientAreas.bookingsTitle')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {areas.bookings.map((booking) => {
              const pack = packageOf(booking.packageUuid);
              return (
                <Box component="li" key={booking.packageUuid} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {pack?.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: STATUS_COLOUR[booking.status] }}>
                      {t(`clientAreas.status.${booking.status}`)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2">{t('clientAreas.brings', { areas: text.areas(pack?.areas ?? []) })}</Typography>
                  <Typography variant="body2">{t('clientAreas.span.label', { span: spanText(booking) })}</Typography>
                  {canManage && (
                    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        onClick={() => setEditing(booking)}
                        aria-label={t('clientAreas.booking.changeFor', { name: pack?.name })}
                      >
                        {t('clientAreas.booking.changeTitle')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        startIcon={<DeleteIcon />}
                        onClick={() => remove(booking)}
                        aria-label={t('clientAreas.cancel.for', { name: pack?.name })}
                      >
                        {t('clientAreas.cancel.title')}
                      </Button>
                    </Stack>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
      {editing && (
        <BookingDialog
          clientUuid={clientUuid}
          areas={areas}
          booking={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </Card>
  );
}

/** An override as the form holds it: a select's value stands for null, true and false. */
type OverrideChoice = 'packages' | 'on' | 'off';
type OverrideFormValues = Record<FeatureFlag, OverrideChoice>;
const CHOICE_OF = (value: boolean | null): OverrideChoice => (value === null ? 'packages' : value ? 'on' : 'off');
const VALUE_OF: Record<OverrideChoice, boolean | null> = { packages: null, on: true, off: false };

/** Each area on, off, or as the packages decide, and what the client gets now. */
function FeatureFlagOverridesForm({ clientUuid, areas }: { clientUuid: string; areas: LicenseeClientAreas }) {
  const { t } = useLicenseeTranslation();
  const canSave = usePermission([PERMISSIONS.licensee.manageClients]);
  const { changeOverrides } = useClientAreaWrites();
  const initialValues = useMemo(
    () => Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, CHOICE_OF(areas.overrides[flag])])) as OverrideFormValues,
    [areas.overrides],
  );
  const submit = useSubmitHandler((values: OverrideFormValues) =>
    changeOverrides({
      uuid: clientUuid,
      overrides: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, VALUE_OF[values[flag]]])) as FeatureFlagOverrides,
    }),
  );
  const onOff = (on: boolean) => t(on ? 'clientAreas.overrides.on' : 'clientAreas.overrides.off');
  return (
    <DetailsFormCard<OverrideFormValues>
      headline={t('clientAreas.overrides.title')}
      initialValues={initialValues}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => (
        <>
          <Typography color="text.secondary">{t('clientAreas.overrides.intro')}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {FEATURE_FLAGS.map((flag) => (
              <div key={flag}>
                <SelectField
                  name={flag}
                  label={t(`clients.areas.${flag}`)}
                  disabled={!canSave}
                  options={[
                    { value: 'packages', label: t('clientAreas.overrides.packages', { state: onOff(areas.fromPackages[flag]) }) },
                    { value: 'on', label: t('clientAreas.overrides.alwaysOn') },
                    { value: 'off', label: t('clientAreas.overrides.alwaysOff') },
                  ]}
                />
                {/* Outside the field: a disabled field (an advisor's) greys its helper text below the contrast text needs. */}
                <Typography variant="body2" color="text.secondary">
                  {t('clientAreas.overrides.now', { state: onOff(areas.flags[flag]) })}
                </Typography>
              </div>
            ))}
          </Box>
        </>
      )}
    </DetailsFormCard>
  );
}

/** A client's areas in the back office: its booked packages and its override of each area. */
export function ClientAreas({ clientUuid }: { clientUuid: string }) {
  const result = useClientAreas(clientUuid);
  return (
    <Loaded result={result}>
      {(areas) => (
        <>
          <PackageBookings clientUuid={clientUuid} areas={areas} />
          <FeatureFlagOverridesForm clientUuid={clientUuid} areas={areas} />
        </>
      )}
    </Loaded>
  );
}
