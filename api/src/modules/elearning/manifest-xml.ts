import { XMLParser } from 'fast-xml-parser';

// Reading imsmanifest.xml: one parser and the few ways this product reads its elements. Namespace
// prefixes are dropped (authoring tools spell them differently), so `imsss:sequencing` and
// `adlcp:masteryscore` are read by their local names.

/** An element as the parser gives it: attributes under '@name', children by local name. */
export type XmlNode = Record<string, unknown>;

/** The elements among a child value: none, one or many. */
export const asNodes = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (node): node is XmlNode => typeof node === 'object' && node !== null,
  );

/** The first element among a child value. */
export const firstNode = (value: unknown): XmlNode | undefined => asNodes(value)[0];

/** An element's text (fast-xml-parser gives text alone as a value, with attributes under '#text'). */
export const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (typeof value === 'object' && value !== null && '#text' in value) return String((value as XmlNode)['#text']).trim();
  return undefined;
};

/** A number within bounds, or null when absent or outside them. */
export const numberIn = (value: unknown, min: number, max: number): number | null => {
  const text = textOf(value);
  if (text === undefined || text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
};

/** An xs:boolean attribute ('true', '1', 'false', '0'); undefined when absent or unreadable. */
export const flagOf = (value: unknown): boolean | undefined => {
  const text = textOf(value);
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return undefined;
};

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * XML's own escapes in a text or attribute (`&amp;` in `parameters="?a=1&amp;b=2"`), and character
 * references; any other entity stays as written (DOCTYPE entities are never expanded).
 */
const decodeXmlEscapes = (value: string): string =>
  value.replace(
    /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g,
    (match, hex?: string, decimal?: string, name?: string) => {
      if (name) return PREDEFINED_ENTITIES[name]!;
      const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    },
  );

/** Elements that may repeat: always read as lists, so one and many read alike. */
const REPEATED = new Set([
  'organization',
  'item',
  'resource',
  'file',
  'dependency',
  'sequencing',
  'preConditionRule',
  'exitConditionRule',
  'postConditionRule',
  'ruleCondition',
  'rollupRule',
  'rollupCondition',
  'objective',
  'mapInfo',
]);

const MANIFEST_PARSER = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // No DOCTYPE entities: a manifest has no use for them, and they are how XML bombs expand. XML's
  // own escapes are decoded below.
  processEntities: false,
  tagValueProcessor: (_name, value) => decodeXmlEscapes(value),
  attributeValueProcessor: (_name, value) => decodeXmlEscapes(value),
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** The manifest element of imsmanifest.xml; undefined when the text is not XML or has none. */
export function parseManifest(xml: string): XmlNode | undefined {
  try {
    return firstNode((MANIFEST_PARSER.parse(xml, true) as XmlNode).manifest);
  } catch {
    return undefined;
  }
}
