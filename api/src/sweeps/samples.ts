import fc from 'fast-check';
import { z } from 'zod';
import { hashPassword, ISO_DAY_PATTERN, type EndpointContract } from '@compliance/shared-contracts';

/**
 * Requests drawn from a contract's zod schemas, for the sweeps: one plausible valid sample,
 * and fast-check arbitraries of bodies inside and outside the schema. The schemas are read as
 * JSON Schema (what zod exports for OpenAPI too), so every new contract is covered as it is.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The JSON Schema of what a caller sends (input side: defaulted fields may be left out). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A uuid by a member of one kind of entity; the sweeps fill uuid fields with them. */
export type UuidSource = (fieldPath: string) => string;

const RANDOM_UUID = '5f0c6a34-9d1e-4c8a-b2f7-3e4d5a6b7c8d';

// Refinements (username rules, postal codes, …) do not reach JSON Schema; the field name tells
// which value a person would type there.
function stringByName(name: string, schema: JsonSchema): string {
  const key = name.toLowerCase();
  if (key.includes('email')) return 'sweep.person@example.com';
  if (key.includes('password')) return hashPassword('Sweep-Passw0rd!');
  if (key.includes('username')) return 'sweep.person';
  if (key.includes('identifier')) return 'sweep-identifier';
  if (key.includes('date') || schema.pattern === ISO_DAY_PATTERN.source) return '2001-02-03';
  if (key.includes('homepage') || key.includes('url') || key.includes('link') || key.includes('href')) return 'https://www.example.com';
  // A theme's colours (licensee branding): text in the contrast colour reads on the primary.
  if (key === 'primary') return '#3b3b3b';
  if (key === 'contrast') return '#ffffff';
  if (key === 'host') return 'sweep.example';
  if (key.includes('postalcode')) return '10115';
  if (key.includes('phone') || key.includes('mobile')) return '+49 30 1234567';
  if (key.includes('country')) return 'DE';
  if (key.includes('language')) return 'de_DE';
  if (key.includes('token')) return 'a'.repeat(64);
  if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 1, numRuns: 1 })[0] as string;
  const base = 'Sweep';
  const min = schema.minLength ?? 0;
  const text = base.length >= min ? base : base + 'x'.repeat(min - base.length);
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}

/** Whether a schema is a uuid: zod writes `format: uuid` and, for some versions, only the pattern. */
function isUuidSchema(schema: JsonSchema): boolean {
  return schema.format === 'uuid' || (typesOf(schema).includes('string') && schema.pattern?.includes('[0-9a-fA-F]{8}-') === true);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * One plausible valid value of a schema: required fields filled as a person would, optional
 * ones left out, nullable ones null where that is allowed, uuids from `uuidFor`.
 */
export function sampleOf(schema: JsonSchema, uuidFor: UuidSource = () => RANDOM_UUID, path = ''): unknown {
  const name = path.split('.').pop() ?? '';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined && !typesOf(schema).includes('object') && uuidPathsOf(schema).length === 0) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    // A uuid where one may be given is worth more to the sweeps than a null.
    const preferred = options.find(isUuidSchema) ?? options.find((option) => !typesOf(option).includes('null')) ?? options[0];
    return preferred ? sampleOf(preferred, uuidFor, path) : null;
  }
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], uuidFor, path);
  const types = typesOf(schema);
  if (types.includes('null') && !isUuidSchema(schema)) return null;
  const type = types[0];
  if (isUuidSchema(schema)) return uuidFor(path);
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        // Optional fields are left out, unless they carry a uuid: those are what the sweeps try.
        if (schema.required?.includes(key) || uuidPathsOf(child).length > 0)
          result[key] = sampleOf(child, uuidFor, path ? `${path}.${key}` : key);
      }
      return result;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, schema.items && isUuidSchema(schema.items) ? 1 : 0);
      return Array.from({ length: count }, (_, index) => sampleOf(schema.items ?? {}, uuidFor, `${path}[${index}]`));
    }
    case 'string':
      return stringByName(name, schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The dotted paths of every uuid a schema takes (arrays as `[0]`). */
export function uuidPathsOf(schema: JsonSchema, path = ''): string[] {
  if (isUuidSchema(schema)) return [path];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((option) => uuidPathsOf(option, path));
  if (nested.length > 0) return [...new Set(nested)];
  if (schema.items) return uuidPathsOf(schema.items, `${path}[0]`);
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => uuidPathsOf(child, path ? `${path}.${key}` : key));
}

/**
 * A fast-check arbitrary of values inside a schema (shapes, bounds and enums kept). Uuids are
 * random or, half the time, one of `uuids` (rows that exist), so handlers get past their lookups.
 */
export function arbitraryOf(schema: JsonSchema, uuids: readonly string[] = [], depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => arbitraryOf(option, uuids, depth)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], uuids, depth);
  const types = typesOf(schema);
  if (types.length === 0) return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
        case 'number':
          return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
        case 'string':
          if (isUuidSchema(schema)) return uuids.length > 0 ? fc.oneof(fc.uuid(), fc.constantFrom(...uuids)) : fc.uuid();
          if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
          return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 300) });
        case 'array':
          return fc.array(arbitraryOf(schema.items ?? {}, uuids, depth + 1), {
            minLength: schema.minItems ?? 0,
            // Short arrays keep requests small, but never shorter than the schema requires (a 5 × 5 matrix).
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
          });
        case 'object': {
          const entries = Object.entries(schema.properties ?? {});
          const required = schema.required ?? [];
          return fc.record(Object.fromEntries(entries.map(([key, child]) => [key, arbitraryOf(child, uuids, depth + 1)])), {
            requiredKeys: entries.map(([key]) => key).filter((key) => required.includes(key)),
          });
        }
        default:
          return fc.constant(null);
      }
    }),
  );
}

/** Values outside any schema: wrong types, hostile strings, huge and odd numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    "'; DROP TABLE member; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '%',
    '_',
    '\\',
    'ä'.repeat(5000),
    "=cmd|' /C calc'!A0",
    '__proto__',
    '{"$gt":""}',
  ),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -0, 2 ** 31, -(2 ** 31) - 1),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/**
 * Bodies for one contract: mostly inside the schema, some with one field hostile, some
 * anything at all. `uuids` are rows that exist, to be drawn for uuid fields now and then.
 */
export function bodyArbitrary(contract: EndpointContract, uuids: readonly string[] = []): fc.Arbitrary<unknown> {
  if (!contract.body) return fc.oneof(fc.constant(undefined), hostileValue);
  const schema = jsonSchemaOf(contract.body);
  const inside = arbitraryOf(schema, uuids);
  const keys = Object.keys(schema.properties ?? {});
  const oneFieldHostile =
    keys.length === 0
      ? hostileValue
      : fc.tuple(inside, fc.constantFrom(...keys), hostileValue).map(([body, key, value]) => ({ ...(body as object), [key]: value }));
  return fc.oneof({ arbitrary: inside, weight: 3 }, { arbitrary: oneFieldHostile, weight: 2 }, { arbitrary: hostileValue, weight: 1 });
}

/** Text for a path parameter or query value: inside its schema, or hostile and cut to a URL's length. */
function textArbitrary(schema: JsonSchema | undefined, uuids: readonly string[]): fc.Arbitrary<string> {
  const hostileText = hostileValue.map((value) => String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, 300));
  const inside = schema
    ? arbitraryOf(schema, uuids).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
    : hostileText;
  return fc.oneof(inside, hostileText);
}

/** Path parameters for one contract: each inside its schema or hostile. */
export function paramsArbitrary(contract: EndpointContract, uuids: readonly string[] = []): fc.Arbitrary<Record<string, string>> {
  const properties = contract.params ? (jsonSchemaOf(contract.params).properties ?? {}) : {};
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, textArbitrary(schema, uuids)])));
}

/**
 * A query string for one contract (with `?`, or empty): its query schema's fields, inside or
 * hostile, plus names it does not know; endpoints without a query schema get stray ones.
 */
export function queryArbitrary(contract: EndpointContract, uuids: readonly string[] = []): fc.Arbitrary<string> {
  const properties = contract.query ? (jsonSchemaOf(contract.query).properties ?? {}) : {};
  const known = Object.entries(properties).map(([name, schema]) => fc.tuple(fc.constant(name), textArbitrary(schema, uuids)));
  const stray = fc.tuple(fc.constantFrom('page', 'filter[search]', '__proto__', 'a'), textArbitrary(undefined, uuids));
  return fc
    .array(fc.oneof(...known, stray), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`,
    );
}
