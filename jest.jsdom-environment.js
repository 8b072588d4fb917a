// Jest's jsdom environment on the jsdom pinned in the catalog: jest-environment-jsdom pins an older
// one whose getComputedStyle made most of a component test's time (docs/testing.md).
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

module.exports = class extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    // MUI X Charts' gestures copy their options with structuredClone, which Node has and jsdom's window lacks.
    this.global.structuredClone ??= globalThis.structuredClone;
  }
};
