import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { pageTitleAtom } from './atoms';
import { useAppStore } from './use-app-store';

/** Names the current page for the window title while the calling component is shown. */
export function usePageTitle(title: string | null): void {
  const setTitle = useSetAtom(pageTitleAtom, { store: useAppStore() });
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
