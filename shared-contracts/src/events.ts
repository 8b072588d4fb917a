import type { LicenseeStaffState, MemberState } from './api';

/**
 * The typed event-bus map: areas talk to each other only through these events and the shared
 * store, never by importing each other (docs/architecture.md §3).
 */
export interface EventMap {
  /** After login, support login or password reset: the shell takes the new member state. */
  'session:logged-in': { state: MemberState };
  /** After a sign-in to the licensee's back office: the shell takes the staff member's state. */
  'session:staff-logged-in': { state: LicenseeStaffState };
  'session:logged-out': { reason: 'user' | 'expired' };
  'session:expired': { returnUrl: string };
  /** An area answered that the licensee switched it off for the company: the shell reads the member's state again. */
  'session:areas-changed': { reason: 'feature-disabled' };
  /** A changed profile setting, to apply at once; null follows the system theme / browser language. */
  'profile:settings-changed': { theme: 'light' | 'dark' | null; languageCode: 'de_DE' | 'en_GB' | null };
  /** After a write that changed members (the company area emits it); areas that show members reload. */
  'members:changed': { reason: 'create' | 'archive' | 'unarchive' | 'update' | 'import' | 'delete' };
}

export type EventName = keyof EventMap;
export type EventHandler<E extends EventName> = (payload: EventMap[E]) => void;

/** A minimal typed event bus; the shell creates one and shares it with every remote. */
export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventMap[E]): void;
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void;
}

/** Creates an in-memory event bus; `on` returns the unsubscribe function. */
export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) (handler as EventHandler<typeof event>)(payload);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (payload: never) => void);
    },
  };
}
