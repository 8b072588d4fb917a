/** Licensee name used until (or unless) the licensee configuration names one (docs/product.md §9). */
export const DEFAULT_LICENSEE_NAME = 'Dashboard';

/** The licensee's name as shown (window title, footer, logo text): 'Dashboard' when it has none. */
export function licenseeDisplayName(licenseeName: string | null | undefined): string {
  return licenseeName?.trim() || DEFAULT_LICENSEE_NAME;
}
