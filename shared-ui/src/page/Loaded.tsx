import type { ReactNode } from 'react';
import { Alert, isNotFoundError, LinearProgress, NotFoundNotice, useSharedTranslation, type NotFoundProps } from '@compliance/shared-ui';

/** Props of Loaded. */
export interface LoadedProps<E> {
  /** A read through the cache (SWR's `data` and `error`). */
  result: { data?: E; error?: unknown };
  /** What shows once the data is there. */
  children: (data: E) => ReactNode;
  /**
   * For a read of one record named by the address: what it says when the record is not there
   * (isNotFoundError), with the way to its list, instead of a load failure. The read leaves those
   * statuses to the page (`handledStatuses`), so no toast says it too.
   */
  notFound?: NotFoundProps;
}

/**
 * What a page part shows of a read: the translated load failure (or the record's absence), a
 * progress bar while loading, then its content.
 */
export function Loaded<E>({ result: { data, error }, children, notFound }: LoadedProps<E>) {
  const { t } = useSharedTranslation();
  if (notFound && isNotFoundError(error)) return <NotFoundNotice {...notFound} />;
  if (error)
    return (
      <Alert severity="error" role="alert">
        {t('shared.details.loadFailed')}
      </Alert>
    );
  if (data === undefined) return <LinearProgress aria-label={t('shared.details.loading')} />;
  return <>{children(data)}</>;
}
