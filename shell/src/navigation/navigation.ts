import {
  DEFAULT_LANGUAGE,
  PERMISSIONS,
  hasAnyPermission,
  isLanguage,
  type AreaDescription,
  type AreaEntry,
  type AreaLink,
  type AreaMount,
  type AreaPage,
  type FeatureFlags,
  type LocalizedText,
} from '@compliance/shared-contracts/browser';

/** One sidebar entry: a link, or a parent with children, of the area `remote`. */
export interface NavigationItem extends Omit<AreaLink, 'path' | 'label'> {
  label: LocalizedText;
  path?: string;
  remote: string;
  children?: readonly NavigationItem[];
}

export interface NavigationGroup {
  id: string;
  label: LocalizedText;
  items: readonly NavigationItem[];
}

/** A guarded page outside the sidebar (the profile), of the area `remote`. */
export interface NavigationPage extends AreaPage {
  remote: string;
}

/** What the shell navigates by: the sidebar's groups and the guarded pages outside it. */
export interface Navigation {
  groups: readonly NavigationGroup[];
  pages: readonly NavigationPage[];
}

const P = PERMISSIONS;

/** A label in the UI language (i18next's language code), German where the language is unknown. */
export function localized(text: LocalizedText, language: string): string {
  return text[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

const itemOf = (entry: AreaEntry, remote: string): NavigationItem =>
  'children' in entry ? { ...entry, remote, children: entry.children.map((child) => ({ ...child, remote })) } : { ...entry, remote };

/**
 * The navigation tree of docs/product.md §2 "Sidebar", built from the areas' descriptions alone: each
 * area's sections join the group of their id (groups by their order, sections within a group by
 * theirs; the first section names the group), so an area or entry is added by deploying it.
 */
export function buildNavigation(areas: Readonly<Record<string, AreaDescription | null>>): Navigation {
  const sections = Object.entries(areas)
    .flatMap(([remote, area]) => (area?.sidebar ?? []).map((section) => ({ remote, section })))
    .sort((a, b) => a.section.group.order - b.section.group.order || a.section.order - b.section.order);
  const groups = new Map<string, { id: string; label: LocalizedText; items: NavigationItem[] }>();
  for (const { remote, section } of sections) {
    const group = groups.get(section.group.id) ?? { id: section.group.id, label: section.group.label, items: [] };
    group.items.push(...section.entries.map((entry) => itemOf(entry, remote)));
    groups.set(group.id, group);
  }
  const pages = Object.entries(areas).flatMap(([remote, area]) => (area?.pages ?? []).map((page) => ({ ...page, remote })));
  return { groups: [...groups.values()], pages };
}

/** Where the areas are mounted in one layout (`dashboard`: inside the signed-in layout; `plain`: pages of their own). */
export function areaMounts(
  areas: Readonly<Record<string, AreaDescription>>,
  layout: AreaMount['layout'],
): Array<{ remote: string; prefix: string }> {
  return Object.entries(areas).flatMap(([remote, area]) =>
    area.mounts.filter((mount) => mount.layout === layout).map(({ prefix }) => ({ remote, prefix })),
  );
}

export interface NavigationContext {
  permissions: readonly string[];
  featureFlags: FeatureFlags;
  hasCalendarLink: boolean;
}

function itemVisible(item: NavigationItem, context: NavigationContext): boolean {
  if (item.featureFlag && !context.featureFlags[item.featureFlag]) return false;
  if (item.needsCalendarLink && !context.hasCalendarLink) return false;
  if (item.children) return item.children.some((child) => itemVisible(child, context));
  return hasAnyPermission(context.permissions, item.permissions ?? [P.todo]);
}

/**
 * The entries a member may see: an item needs its permission and its feature flag, a parent
 * a visible child, a group a visible item (docs/product.md §2).
 */
export function visibleNavigation(navigation: Navigation, context: NavigationContext): Navigation {
  const groups = navigation.groups
    .map((group) => ({
      ...group,
      items: group.items
        .filter((item) => itemVisible(item, context))
        .map((item) => (item.children ? { ...item, children: item.children.filter((child) => itemVisible(child, context)) } : item)),
    }))
    .filter((group) => group.items.length > 0);
  return { groups, pages: navigation.pages.filter((page) => hasAnyPermission(context.permissions, page.permissions)) };
}

/** Whether a link entry is active for a URL: exact path, or one of its prefixes. */
export function isItemActive(item: NavigationItem, pathname: string): boolean {
  if (item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`))) return true;
  return (item.activePrefixes ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The parent entry to expand for a URL (one parent is open at a time). */
export function openParentFor(groups: readonly NavigationGroup[], pathname: string): string | null {
  for (const group of groups) {
    for (const item of group.items) if (item.children?.some((child) => isItemActive(child, pathname))) return item.id;
  }
  return null;
}

/** Every link of the sidebar, children included. */
const linksOf = (navigation: Navigation): NavigationItem[] =>
  navigation.groups.flatMap((group) => group.items.flatMap((item) => (item.children ? [...item.children] : [item])));

/**
 * Where /dashboard leads: the first permitted link whose area is available (its remote
 * answered), else the first permitted link at all, else the first permitted page outside the
 * sidebar (the profile, for a member no area offers anything yet).
 */
export function firstPermittedPath(navigation: Navigation, isAvailable: (remote: string) => boolean = () => true): string | null {
  const links = linksOf(navigation).filter((item) => item.path);
  return (links.find((item) => isAvailable(item.remote)) ?? links[0])?.path ?? navigation.pages[0]?.path ?? null;
}

/**
 * Whether a member may open a dashboard URL: the entry or guarded page it belongs to must be
 * visible to them (permission and feature flag). URLs of no entry are left to their area.
 */
export function isRouteAllowed(navigation: Navigation, pathname: string, context: NavigationContext): boolean {
  const entry = linksOf(navigation).find((item) => isItemActive(item, pathname));
  if (entry) return itemVisible(entry, context);
  const page = navigation.pages.find((candidate) => pathname === candidate.prefix || pathname.startsWith(`${candidate.prefix}/`));
  return page ? hasAnyPermission(context.permissions, page.permissions) : true;
}
