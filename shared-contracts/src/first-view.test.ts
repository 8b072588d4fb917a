import { FIRST_VIEW_ATTRIBUTE, firstViewHtml } from './first-view';

describe('firstViewHtml', () => {
  it('holds the CSS, then the markup in the element the live page replaces', () => {
    expect(firstViewHtml({ css: '.a{}', markup: '<p>A</p>' })).toBe(`<style>.a{}</style><div ${FIRST_VIEW_ATTRIBUTE}=""><p>A</p></div>`);
  });

  it("names the styles drawn as the live page draws them, for the live page's emotion", () => {
    expect(firstViewHtml({ css: '.css-1x{}', markup: '', styleNames: ['1x', 'abc-2'] })).toMatch(/^<style data-emotion="css 1x abc-2">/);
    expect(firstViewHtml({ css: '', markup: '', styleNames: [] })).toMatch(/^<style>/);
  });

  it('leaves out a name that is not one of emotion’s, which could end the attribute', () => {
    expect(firstViewHtml({ css: '', markup: '', styleNames: ['ok', '"><script>', 'a b'] })).toMatch(/^<style data-emotion="css ok">/);
  });

  it('writes each global style in an element of its own, named as emotion names a global style', () => {
    const html = firstViewHtml({
      css: '.css-1x{}',
      markup: '',
      styleNames: ['1x'],
      globalStyles: [
        { name: 'g1', css: 'body{margin:0}' },
        { name: '"><script>', css: 'html{}' },
      ],
    });
    expect(html).toMatch(
      /^<style data-emotion="css-global g1">body\{margin:0\}<\/style><style data-emotion="css 1x">\.css-1x\{\}<\/style>/,
    );
    expect(html).not.toContain('html{}');
  });
});
