import '@testing-library/jest-dom';

// jsdom lacks these; MUI X DataGrid and MUI transitions look for them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// react-router reads TextEncoder at import time; jsdom's global object lacks it.
import { TextDecoder, TextEncoder } from 'node:util';
if (!('TextEncoder' in globalThis)) {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
