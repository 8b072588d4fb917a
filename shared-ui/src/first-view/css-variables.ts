/** A custom property's declaration: its name and value, up to the `;` or the rule's end. */
const DECLARATION = /(--[\w-]+)\s*:([^;{}]*)(?:;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;
// A rule's selector starts after a brace (or at the start): tried only there, the match is linear
// in the CSS's length; tried at every character, a long run without braces costs its square.
const EMPTY_RULE = /(?<=^|[{}])[^{}]+\{\}/g;

const referencesIn = (text: string): string[] => [...text.matchAll(REFERENCE)].map((match) => match[1]!);

/**
 * The CSS without the declarations of custom properties nothing uses: MUI's theme of CSS
 * variables declares every token of both colour schemes, and a first view uses a few of them.
 * Used means referenced by a rule, by the markup (MUI writes some into style attributes), or by a
 * property that is used itself.
 */
export function keepUsedVariables(css: string, markup: string): string {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(DECLARATION)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  const used = new Set([...referencesIn(css.replace(DECLARATION, '')), ...referencesIn(markup)]);
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const reference of (values.get(name) ?? []).flatMap(referencesIn)) {
      if (used.has(reference)) continue;
      used.add(reference);
      pending.push(reference);
    }
  }
  let kept = css.replace(DECLARATION, (declaration: string, name: string) => (used.has(name) ? declaration : ''));
  // Rules left empty go, then the blocks (a colour scheme's media query) left empty by them.
  for (let before = ''; before !== kept;) {
    before = kept;
    kept = kept.replace(EMPTY_RULE, '');
  }
  return kept;
}
