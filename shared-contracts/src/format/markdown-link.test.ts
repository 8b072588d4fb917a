import { MARKDOWN_LINK_REL, isSafeLinkTarget, parseMarkdownLinks } from './markdown-link';

describe('parseMarkdownLinks', () => {
  it('returns plain text as one segment', () => {
    expect(parseMarkdownLinks('No links here.')).toEqual([{ type: 'text', text: 'No links here.' }]);
  });

  it('returns nothing for empty text', () => {
    expect(parseMarkdownLinks('')).toEqual([]);
  });

  it('splits text around a link that opens in a new tab', () => {
    expect(parseMarkdownLinks('Read the [privacy policy](https://example.com/privacy) first.')).toEqual([
      { type: 'text', text: 'Read the ' },
      { type: 'link', text: 'privacy policy', href: 'https://example.com/privacy', openInNewTab: true },
      { type: 'text', text: ' first.' },
    ]);
  });

  it('handles several links and links at the edges', () => {
    expect(parseMarkdownLinks('[A](https://a.example) and [B](mailto:b@example.com)')).toEqual([
      { type: 'link', text: 'A', href: 'https://a.example', openInNewTab: true },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'B', href: 'mailto:b@example.com', openInNewTab: true },
    ]);
  });

  it('allows one level of parentheses in the address', () => {
    expect(parseMarkdownLinks('[Wiki](https://en.wikipedia.org/wiki/Safety_(disambiguation))')).toEqual([
      {
        type: 'link',
        text: 'Wiki',
        href: 'https://en.wikipedia.org/wiki/Safety_(disambiguation)',
        openInNewTab: true,
      },
    ]);
  });

  it('accepts site-relative, anchor and phone targets', () => {
    for (const href of ['/dashboard/profile/details', '#top', 'tel:+49301234567', 'http://example.com']) {
      expect(parseMarkdownLinks(`[x](${href})`)).toEqual([{ type: 'link', text: 'x', href, openInNewTab: true }]);
    }
  });

  it('keeps links with unsafe targets as plain text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'vbscript:x', 'ftp://x']) {
      const markdown = `Click [here](${href}) now`;
      expect(parseMarkdownLinks(markdown)).toEqual([{ type: 'text', text: markdown }]);
    }
  });

  it('leaves malformed markdown untouched', () => {
    for (const markdown of ['[no target]', '[](https://x.example)', '[a] (https://x.example)', '[a](has space)']) {
      expect(parseMarkdownLinks(markdown)).toEqual([{ type: 'text', text: markdown }]);
    }
  });

  it('provides the rel attribute for new-tab links', () => {
    expect(MARKDOWN_LINK_REL).toBe('noopener noreferrer');
  });
});

describe('isSafeLinkTarget', () => {
  it.each(['https://x.example', 'HTTP://x.example', 'mailto:a@b.de', 'tel:123', '/path', '#anchor'])('allows %p', (href) => {
    expect(isSafeLinkTarget(href)).toBe(true);
  });

  it.each(['javascript:void(0)', ' JavaScript:alert(1)', 'data:x', '//host', 'relative/path', ''])('refuses %p', (href) => {
    expect(isSafeLinkTarget(href)).toBe(false);
  });
});
