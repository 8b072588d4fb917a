const KEY = 'compliance.rememberedCompanyId';

/** The company ID remembered on this device, if any. */
export function rememberedCompanyId(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers (or forgets, with null) the company ID on this device. */
export function rememberCompanyId(clientId: string | null): void {
  try {
    if (clientId) window.localStorage.setItem(KEY, clientId);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the user simply types it again.
  }
}
