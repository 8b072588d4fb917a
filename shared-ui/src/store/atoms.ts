import { atom, createStore } from 'jotai';
import {
  DEFAULT_LICENSEE_NAME,
  FEATURE_FLAG_DEFAULTS,
  licenseeDisplayName,
  PERMISSIONS,
  type FeatureFlags,
  type LicenseeConfig,
  type LicenseeStaffState,
  type MemberState,
} from '@compliance/shared-contracts/browser';
import type { TableState } from '../table/table-state';

/** Loader states of docs/product.md §3; `hide` means the loader shows nothing. */
export type LoaderState = 'hide' | 'load' | 'save' | 'delete' | 'remove' | 'logIn';

/** Footer data of docs/product.md §3, taken from the licensee configuration. */
export interface FooterData {
  licenseeName: string;
  licenseeLink: string | null;
  legalNoticeLink: string | null;
  dataProtectionLink: string | null;
}

export { DEFAULT_LICENSEE_NAME, licenseeDisplayName } from '@compliance/shared-contracts/browser';

/** The window title of docs/product.md §1: `{page title} - {licensee name}`, each falling back to 'Dashboard'. */
export function windowTitle(pageTitle: string | null | undefined, licenseeName: string | null | undefined): string {
  return `${pageTitle?.trim() || DEFAULT_LICENSEE_NAME} - ${licenseeDisplayName(licenseeName)}`;
}

/**
 * The one jotai store of the browser. shared-ui is a Module Federation singleton, so every
 * remote that renders `<Provider store={appStore}>` (or reads it directly) sees the same state.
 */
export const appStore = createStore();

/** Whether the sidebar is expanded. */
export const sidebarOpenAtom = atom<boolean>(false);

// 'todo-permission' is always held (docs/product.md §6), so entries guarded only by it are visible to all.
const permissionsBaseAtom = atom<string[]>([PERMISSIONS.todo]);

/** The permission strings of the signed-in member; writing always keeps 'todo-permission'. */
export const permissionsAtom = atom(
  (get) => get(permissionsBaseAtom),
  (_get, set, permissions: readonly string[]) => {
    set(permissionsBaseAtom, permissions.includes(PERMISSIONS.todo) ? [...permissions] : [...permissions, PERMISSIONS.todo]);
  },
);

/** Feature flags of the client, starting from the contract defaults. */
export const featureFlagsAtom = atom<FeatureFlags>({ ...FEATURE_FLAG_DEFAULTS });

/** Loader state per loader id. */
export const loadingAtom = atom<Record<string, LoaderState>>({});

/** Error codes per loader id, recorded when a request behind that loader fails. */
export const loadingErrorsAtom = atom<Record<string, string[]>>({});

/** Table state per table id (current and initial). */
export const tableStatesAtom = atom<Record<string, TableState>>({});

/** Whether the licensee is a white-label partner (adds a note to the footer). */
export const isWhitelabelPartnerAtom = atom<boolean>(false);

/** Footer links and licensee name. */
export const footerDataAtom = atom<FooterData>({
  licenseeName: DEFAULT_LICENSEE_NAME,
  licenseeLink: null,
  legalNoticeLink: null,
  dataProtectionLink: null,
});

/** The licensee configuration once loaded; null before. */
export const licenseeConfigAtom = atom<LicenseeConfig | null>(null);

/** The signed-in member's state; null when signed out or not yet loaded. */
export const memberStateAtom = atom<MemberState | null>(null);

/** The state of a member of the licensee's staff signed into the back office; null otherwise (decision 0013). */
export const staffStateAtom = atom<LicenseeStaffState | null>(null);

/** The title of the page an area shows; the shell puts it in the window title (docs/product.md §1). */
export const pageTitleAtom = atom<string | null>(null);

/** A store's licensee: its configuration, whether it is a white-label partner, the footer's data (the shell's start; a first view's render). */
export function setLicensee(store: typeof appStore, licensee: LicenseeConfig): void {
  store.set(licenseeConfigAtom, licensee);
  store.set(isWhitelabelPartnerAtom, licensee.isWhitelabelPartner);
  store.set(footerDataAtom, { ...licensee.footer, licenseeName: licenseeDisplayName(licensee.licenseeName) });
}

/** A store's signed-in member (null: none), with the permissions and feature flags the pages check. */
export function setMemberState(store: typeof appStore, state: MemberState | null): void {
  store.set(memberStateAtom, state);
  store.set(permissionsAtom, state?.member.permissions ?? []);
  store.set(featureFlagsAtom, state?.featureFlags ?? { ...FEATURE_FLAG_DEFAULTS });
}
