import { PageHeadline, Stack, usePageTitle } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { useLicenseeTranslation } from '../common/namespace';
import { useBranding } from './api';
import { BrandingForm } from './BrandingForm';
import { DomainsCard } from './DomainsCard';
import { ImagesCard } from './ImagesCard';

/** /licensee/branding: how the product looks for the licensee's clients (configuration, images), and the domains it answers on. */
export function BrandingPage() {
  const { t } = useLicenseeTranslation();
  usePageTitle(t('branding.title'));
  const branding = useBranding();
  return (
    <Stack spacing={2}>
      <PageHeadline title={t('branding.title')} />
      <Loaded result={branding}>
        {(data) => (
          <Stack spacing={2}>
            <BrandingForm branding={data} />
            <ImagesCard branding={data} />
            <DomainsCard branding={data} />
          </Stack>
        )}
      </Loaded>
    </Stack>
  );
}
