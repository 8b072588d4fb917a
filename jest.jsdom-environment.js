// The browser environment of the UI projects: Jest's jsdom environment on a jsdom of our choosing
// (Jest's own jest-environment-jsdom pins jsdom 26). jsdom 29's getComputedStyle keeps what it
// computed until the DOM or its style sheets change, where 26 matched every emotion rule against
// the element on each call; Testing Library asks it for every node it names (accessible names,
// pointer-events), which made it most of a dialog test's time.
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

module.exports = class extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
  }
};
