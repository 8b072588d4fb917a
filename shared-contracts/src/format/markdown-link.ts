/** Plain text between links. */
export interface MarkdownTextSegment {
  type: 'text';
  text: string;
}

/** A link; links always open in a new tab (docs/product.md §9) so the dashboard stays open. */
export interface MarkdownLinkSegment {
  type: 'link';
  text: string;
  href: string;
  openInNewTab: true;
}

/** A piece of text with markdown links, ready to render. */
export type MarkdownSegment = MarkdownTextSegment | MarkdownLinkSegment;

/** `rel` for links opened in a new tab, so the opened page cannot reach back into the dashboard. */
export const MARKDOWN_LINK_REL = 'noopener noreferrer';

// The target may hold one level of balanced parentheses, as in many Wikipedia addresses.
const MARKDOWN_LINK_PATTERN = /\[([^[\]]+)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/g;

// Texts come from translations and licensee configuration; a javascript: or data: target would run code.
const SAFE_LINK_TARGET_PATTERN = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Tells whether a link target is safe to put into an href (http(s), mailto, tel, site-relative or anchor). */
export function isSafeLinkTarget(href: string): boolean {
  return SAFE_LINK_TARGET_PATTERN.test(href);
}

function appendText(segments: MarkdownSegment[], text: string): void {
  if (text === '') return;
  const previous = segments[segments.length - 1];
  if (previous?.type === 'text') previous.text += text;
  else segments.push({ type: 'text', text });
}

/** Splits text with `[label](url)` links into text and link segments; unsafe targets stay plain text. */
export function parseMarkdownLinks(markdown: string): MarkdownSegment[] {
  const segments: MarkdownSegment[] = [];
  let position = 0;
  for (const match of markdown.matchAll(MARKDOWN_LINK_PATTERN)) {
    const [whole, text = '', href = ''] = match;
    const start = match.index;
    appendText(segments, markdown.slice(position, start));
    if (isSafeLinkTarget(href)) segments.push({ type: 'link', text, href, openInNewTab: true });
    else appendText(segments, whole);
    position = start + whole.length;
  }
  appendText(segments, markdown.slice(position));
  return segments;
}
