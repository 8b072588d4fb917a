// jsdom lacks what MUI X and react-router read at import time; runs before each test file.
const { TextDecoder, TextEncoder } = require('node:util');
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
