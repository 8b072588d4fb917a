import { Alert, Box, CircularProgress, Typography } from '@compliance/shared-ui';
import { useELearningTranslation } from '../common/namespace';
import { useOrgUnitRemoval } from './api';

/**
 * What removing org units from an E-Learning ends, read before the admin confirms: the open tasks
 * of members no other assigned unit holds, and the attempts among them that are lost.
 */
export function RemovalConsequence({ elearningUuid, orgUnitUuids }: { elearningUuid: string; orgUnitUuids: readonly string[] }) {
  const { t } = useELearningTranslation();
  const { data, error } = useOrgUnitRemoval(elearningUuid, orgUnitUuids);
  if (error) return <Alert severity="warning">{t('orgUnits.removal.unknown')}</Alert>;
  if (!data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('orgUnits.removal.checking')}</Typography>
      </Box>
    );
  }
  if (data.openTasks === 0) {
    return (
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {t('orgUnits.removal.none')}
      </Typography>
    );
  }
  return (
    <Alert role="status" severity={data.attemptsInProgress > 0 ? 'warning' : 'info'} sx={{ mt: 1 }}>
      {t('orgUnits.removal.openTasks', { count: data.openTasks })}
      {data.attemptsInProgress > 0 && ` ${t('orgUnits.removal.attempts', { count: data.attemptsInProgress })}`}
    </Alert>
  );
}
