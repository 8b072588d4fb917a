import { FIRST_VIEW_ATTRIBUTE } from '@compliance/shared-contracts/browser';

/** How long the handover waits for the live page's fields (an area still loading) before it gives up. */
const HANDOVER_WAIT_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement;
const FIELDS = 'input[name], textarea[name]';

/**
 * Fills a live field as typing would: through the value setter of the element's prototype and an
 * input event, which React's change handling takes for the visitor's own.
 */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** How often, and how far apart, the handover is tried again while the live page does not keep it. */
const HANDOVER_ATTEMPTS = 20;
const HANDOVER_INTERVAL_MS = 50;

const SELECTABLE_TYPES = ['text', 'password', 'search', 'email', 'tel', 'url'];

/**
 * Fills the live fields, each only while the visitor has not typed into it, and gives the focus
 * back while nothing else has it. The live page may not keep either at first: a form library that
 * subscribes its fields once the page has been drawn (react-final-form, in an effect) turns a
 * change before that back to its own value, and a part React still holds hidden (a suspended
 * page) takes no focus. So both are tried again until they hold.
 */
function handOver(fields: Array<[Field, string]>, focused: Field | null, attempt = 1): void {
  const unfilled = fields.filter(([field]) => field.isConnected && field.value === '');
  for (const [field, value] of unfilled) typeInto(field, value);
  const focusFree = document.activeElement === null || document.activeElement === document.body;
  const unfocused = focused?.isConnected && focusFree ? focused : null;
  if (unfocused) {
    unfocused.focus();
    // The caret where typing left it: at the end.
    if (unfocused instanceof HTMLTextAreaElement || SELECTABLE_TYPES.includes(unfocused.type))
      unfocused.setSelectionRange(unfocused.value.length, unfocused.value.length);
  }
  if ((unfilled.length > 0 || unfocused) && attempt < HANDOVER_ATTEMPTS)
    setTimeout(() => handOver(unfilled, unfocused, attempt + 1), HANDOVER_INTERVAL_MS);
}

/**
 * Carries what the visitor did in a page's first view (docs/decisions/0019-first-view-in-the-page.md)
 * over to the live page React draws in its place: what was typed into each named field (a
 * password manager's filling included) and which field had the focus. Call it before React renders
 * into `root`; without a first view there it does nothing.
 */
export function carryOverFirstView(root: HTMLElement): void {
  const firstView = root.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  if (!firstView) return;
  // The page's code may come after the visitor has gone into a field.
  const focusedAtStart = firstView.contains(document.activeElement) ? (document.activeElement as Partial<Field>).name : undefined;
  let focused: string | null = focusedAtStart || null;
  firstView.addEventListener('focusin', (event) => {
    focused = (event.target as Partial<Field>).name || null;
  });
  // A field left for another part of the page loses the focus for good; one removed by the
  // handover keeps it, so the check waits until the handover would have happened.
  firstView.addEventListener('focusout', () =>
    setTimeout(() => {
      if (firstView.isConnected && !firstView.contains(document.activeElement)) focused = null;
    }),
  );
  let typed: Array<[string, string]> | null = null;
  const observer = new MutationObserver(() => {
    if (firstView.isConnected) return;
    typed ??= [...firstView.querySelectorAll<Field>(FIELDS)]
      .filter((field) => field.value !== field.defaultValue)
      .map((field) => [field.name, field.value]);
    const liveField = (name: string) => root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
    const waiting = [...typed, ...(focused === null ? [] : [[focused, '']])].some(([name]) => !liveField(name!));
    if (waiting) return;
    observer.disconnect();
    handOver(
      typed.map(([name, value]) => [liveField(name)!, value]),
      focused === null ? null : liveField(focused),
    );
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), HANDOVER_WAIT_MS);
}
