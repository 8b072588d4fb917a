import { useMemo } from 'react';
import { generateIdentifier } from '@compliance/shared-contracts/browser';

/**
 * A generator of identifiers from a name whose random suffix is drawn once per form, so the
 * suggestion does not change its number with every keystroke.
 */
export function useIdentifierSuggestion(): (name: string | undefined) => string {
  const draw = useMemo(() => Math.random(), []);
  return useMemo(() => (name) => (name?.trim() ? generateIdentifier(name, () => draw) : ''), [draw]);
}
