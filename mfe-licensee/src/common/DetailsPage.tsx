import type { ReactNode } from 'react';
import { ArrowBackIcon, Link, RouterLink, Stack } from '@compliance/shared-ui';
import { Loaded, type LoadedProps } from '@compliance/shared-ui/page';

/** A details page of the back office: the way back to its list above the loaded entity, or its loading and error states. */
export function DetailsPage<E>({
  backTo,
  backLabel,
  result,
  children,
}: {
  backTo: string;
  backLabel: string;
  result: LoadedProps<E>['result'];
  children: (entity: E) => ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backTo} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {backLabel}
      </Link>
      <Loaded result={result}>{children}</Loaded>
    </Stack>
  );
}
