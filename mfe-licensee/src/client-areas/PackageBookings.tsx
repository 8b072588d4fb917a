import { useState } from 'react';
import { PERMISSIONS, formatDate, type LicenseeClientAreas, type PackageBooking } from '@compliance/shared-contracts/browser';
import { Box, Button, Card, CardContent, DeleteIcon, Stack, Typography, useConfirmedAction, usePermission } from '@compliance/shared-ui';
import { useLicenseeTranslation } from '../common/namespace';
import { useClientText } from '../clients/client-text';
import { CardHeadline } from '../common/CardHeadline';
import { useClientAreaWrites } from './api';
import { BookingDialog } from './BookingDialog';

/** The span as words: "01.12.2026 – 31.12.2027", "ab 01.12.2026", "bis 31.12.2027", "unbefristet". */
function useSpanText() {
  const { t, i18n } = useLicenseeTranslation();
  return (booking: Pick<PackageBooking, 'validFrom' | 'validTo'>) => {
    const date = (value: string) => formatDate(value, i18n.language);
    if (booking.validFrom && booking.validTo) return `${date(booking.validFrom)} – ${date(booking.validTo)}`;
    if (booking.validFrom) return t('clientAreas.span.from', { date: date(booking.validFrom) });
    if (booking.validTo) return t('clientAreas.span.to', { date: date(booking.validTo) });
    return t('clientAreas.span.open');
  };
}

const STATUS_COLOUR = { upcoming: 'info.main', current: 'success.main', ended: 'text.secondary' } as const;

/** The packages booked for the client, each with its areas, span and status; licensee admins book, change and remove. */
export function PackageBookings({ clientUuid, areas }: { clientUuid: string; areas: LicenseeClientAreas }) {
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
        <CardHeadline
          title={t('clientAreas.bookingsTitle')}
          addLabel={t('clientAreas.booking.bookTitle')}
          onAdd={canManage && unbooked ? () => setEditing('new') : undefined}
        />
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
