import type { ReactElement } from 'react';
import type { InfopointLocation } from '@compliance/shared-contracts/browser';
import { Box, Typography, useNavigate } from '@compliance/shared-ui';
import { ContentCard, EmptyState, Loaded } from '@compliance/shared-ui/page';
import { StartPage } from '../common/StartPage';
import { useStartTranslation } from '../common/namespace';
import { startPaths } from '../common/paths';
import { useCoverageBadges } from './Coverage';
import { addressOf } from './address';
import { useInfopointLocations } from './api';

function LocationCard({ location }: { location: InfopointLocation }): ReactElement {
  const { t } = useStartTranslation();
  const navigate = useNavigate();
  const coverageBadges = useCoverageBadges();
  return (
    <ContentCard
      headline={location.name}
      category={[t(`locationTypes.${location.locationType}`), ...(location.isOwn ? [t('infopoint.ownLocation')] : [])].join(' · ')}
      description={addressOf(location)}
      badges={coverageBadges(location)}
      labels={[{ text: t('infopoint.memberCount', { count: location.memberCount }) }]}
      buttons={[
        { text: t('infopoint.showContacts'), type: 'primary', onClick: () => navigate(startPaths.infopointLocation(location.uuid)) },
      ]}
    />
  );
}

/**
 * /dashboard/start/infopoint: the client's locations as cards, the member's own first, each with its
 * coverage of first aiders and fire wardens in words; a card leads to the location's contacts.
 */
export function InfopointPage() {
  const { t } = useStartTranslation();
  const locations = useInfopointLocations();
  return (
    <StartPage title={t('infopoint.title')}>
      <Typography>{t('infopoint.intro')}</Typography>
      <Loaded result={locations}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon="noLocation" title={t('infopoint.empty')} />
          ) : (
            <Box
              component="section"
              aria-label={t('infopoint.cardsLabel')}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}
            >
              {items.map((location) => (
                <LocationCard key={location.uuid} location={location} />
              ))}
            </Box>
          )
        }
      </Loaded>
    </StartPage>
  );
}
