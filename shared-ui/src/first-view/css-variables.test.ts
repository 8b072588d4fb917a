import { keepUsedVariables } from './css-variables';

describe('keepUsedVariables', () => {
  it('drops the custom properties nothing uses, and the rules and blocks left empty', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:red;--unused:blue}' +
      '@media (prefers-color-scheme: dark){:root{--unused:green}}' +
      '.x{margin:var(--a);color:var(--b)}';
    expect(keepUsedVariables(css, '<p style="--p:var(--d)"></p>')).toBe(
      ':root{--a:1px;--b:var(--c);--c:red;}.x{margin:var(--a);color:var(--b)}',
    );
  });

  it('keeps what the markup uses in its style attributes', () => {
    expect(keepUsedVariables(':root{--shadow:none;--other:1}', '<div style="--Paper-shadow:var(--shadow)"></div>')).toBe(
      ':root{--shadow:none;}',
    );
  });

  it('drops every empty rule, one beside another, and keeps the rest as it was', () => {
    const css = '.a{}.b{}.c{color:red}@media (min-width: 600px){.d{}.e{}}.f{}';
    expect(keepUsedVariables(css, '')).toBe('.c{color:red}');
    const rules = Array.from({ length: 2_000 }, (_, index) => `.r${index}{--v${index}:1}`).join('');
    expect(keepUsedVariables(`${rules}.kept{margin:0}`, '')).toBe('.kept{margin:0}');
  });
});
