import { createEventBus, type EventBus } from '@compliance/shared-contracts/browser';

/** The one event bus of the browser; shared because shared-ui is a federation singleton. */
export const eventBus: EventBus = createEventBus();
