import { Loaded } from '@compliance/shared-ui/page';
import { useClientAreas } from './api';
import { FeatureFlagOverridesForm } from './FeatureFlagOverridesForm';
import { PackageBookings } from './PackageBookings';

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
