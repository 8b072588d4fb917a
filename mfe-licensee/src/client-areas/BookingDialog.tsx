import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { TASK_DATE_LIMITS, type LicenseeClientAreas, type PackageBooking } from '@compliance/shared-contracts/browser';
import { FormDialog, requiredValidator, Stack, useSubmitHandler } from '@compliance/shared-ui';
import { DateField, SelectField } from '@compliance/shared-ui/inputs';
import { useLicenseeTranslation } from '../common/namespace';
import { useClientText } from '../clients/client-text';
import { useClientAreaWrites } from './api';

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

/** Booking a package, or (with `booking`) changing the span it is booked for. */
export function BookingDialog({
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
