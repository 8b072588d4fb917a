import type { ReactNode } from 'react';
import { Alert, LinearProgress, useSharedTranslation } from '@compliance/shared-ui';

/** Props of Loaded. */
export interface LoadedProps<E> {
  /** A read through the cache (SWR's `data` and `error`). */
  result: { data?: E; error?: unknown };
  /** What shows once the data is there. */
  children: (data: E) => ReactNode;
}

/** What a page part shows of a read: the translated load failure, a progress bar while loading, then its content. */
export function Loaded<E>({ result: { data, error }, children }: LoadedProps<E>) {
  const { t } = useSharedTranslation();
  if (error)
    return (
      <Alert severity="error" role="alert">
        {t('shared.details.loadFailed')}
      </Alert>
    );
  if (data === undefined) return <LinearProgress aria-label={t('shared.details.loading')} />;
  return <>{children(data)}</>;
}
