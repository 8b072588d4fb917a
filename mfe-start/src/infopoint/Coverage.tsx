import type { ReactElement } from 'react';
import { COVERAGE_RULES, type CoverageRule, type InfopointLocation } from '@compliance/shared-contracts/browser';
import { Alert, Box, Typography } from '@compliance/shared-ui';
import type { ContentCardBadge } from '@compliance/shared-ui/page';
import { useStartTranslation } from '../common/namespace';
import { PageSection } from '../common/PageSection';

/**
 * A location's coverage as card badges: each rule in words, a shortfall outlined in the warning
 * colour, as the location's page, the admins' overview and the risk levels mark work to do.
 */
export function useCoverageBadges(): (location: InfopointLocation) => ContentCardBadge[] {
  const { t } = useStartTranslation();
  return (location) =>
    COVERAGE_RULES.map((rule) => {
      const { shortfall } = location.coverage[rule];
      const name = t(`infopoint.coverage.${rule}`);
      return shortfall > 0
        ? { title: t('infopoint.coverage.shortfallShort', { name, shortfall }), type: 'warning' }
        : { title: t('infopoint.coverage.enoughShort', { name }), type: 'success' };
    });
}

function CoverageLine({ rule, location }: { rule: CoverageRule; location: InfopointLocation }): ReactElement {
  const { t } = useStartTranslation();
  const { required, present, shortfall } = location.coverage[rule];
  const name = t(`infopoint.coverage.${rule}`);
  return (
    <Box>
      {/* The alert's icon and its words say which it is; the colour only repeats them. */}
      <Alert severity={shortfall > 0 ? 'warning' : 'success'} variant="outlined" role="status">
        {t(shortfall > 0 ? 'infopoint.coverage.shortfall' : 'infopoint.coverage.enough', { name, required, present, shortfall })}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(`infopoint.rules.${rule}`)}
      </Typography>
    </Box>
  );
}

/** Whether a location has enough first aiders and fire wardens, each with the rule it is measured by. */
export function CoverageSection({ location }: { location: InfopointLocation }): ReactElement {
  const { t } = useStartTranslation();
  return (
    <PageSection id="coverage-title" title={t('infopoint.coverageTitle')} gap={1.5}>
      {COVERAGE_RULES.map((rule) => (
        <CoverageLine key={rule} rule={rule} location={location} />
      ))}
    </PageSection>
  );
}
