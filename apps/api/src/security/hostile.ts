/**
 * fast-check arbitraries for a route's request schema: mostly well-formed values (so the request gets past the
 * first field and reaches the service and the database) with hostile ones mixed in at any depth — NUL, lone
 * surrogates, 100k strings, deep nesting, huge and NaN-like numbers, wrong types, prototype keys, SQL and HTML.
 */
import fc from 'fast-check';
import { type ZodType, z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
};

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  'x'.repeat(100_000),
  "' OR '1'='1' --",
  'Robert"); DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '1e309',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  `{{7*7}}\${7*7}`,
  '\u202eevil',
  '👩‍👩‍👧‍👦',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
];

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
}

/** Parsed from text so `__proto__` is an own key, as it is when an attacker sends it. */
const PROTOTYPE_KEYS = [
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"INSTITUTE"}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  ['a', 1, null],
  nested(500, 'x', true),
  nested(500, 'x', false),
  Array.from({ length: 10_000 }, (_, index) => index),
  ...PROTOTYPE_KEYS,
];

/** Dates a calendar regex accepts but a database may not: year 0, year 9999, 30 February. */
const EDGE_DATES = ['0000-01-01', '0001-01-01', '1899-12-31', '9999-12-31', '2024-02-30', '2023-02-29'];
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
export const hostileValue = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), hostileString);

/** A hostile string kept inside the field's length limits, so validation alone does not stop it. */
function fittedHostile(schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return hostileString.map((text) => {
    const cut = text.length > max ? text.slice(0, max) : text;
    return cut.length < min ? cut.padEnd(min, 'x') : cut;
  });
}

function plausible(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, ids, depth)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], ids, depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date')
        return fc.oneof(
          fc.constantFrom(...EDGE_DATES),
          isoDate.map((d) => d.slice(0, 10)),
        );
      if (schema.format === 'date-time') {
        return fc.oneof(fc.constantFrom(...EDGE_DATES.map((d) => `${d}T00:00:00Z`)), isoDate);
      }
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        fittedHostile(schema),
      );
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e6, -1e6);
      const max = Math.min(schema.maximum ?? 1e6, 1e6);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.floor(max), Math.ceil(min)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, ids, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = valueFor(property, ids, depth + 1);
      const required = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return hostileValue;
  }
}

/** Mostly a value of the field's own shape; now and then a hostile value of any type. */
function valueFor(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: plausible(schema, ids, depth) }, { weight: 1, arbitrary: hostileValue });
}

export function jsonSchemaOf(schema: ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Arbitrary values for one part of a request; `ids` are real ids to use where a uuid is asked for. */
export function arbitraryFor(schema: ZodType, ids: readonly string[]): fc.Arbitrary<unknown> {
  return valueFor(jsonSchemaOf(schema), ids, 0);
}

/** encodeURIComponent refuses lone surrogates; send them as the invalid UTF-8 an attacker would. */
export function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((char) => {
        const code = char.charCodeAt(0);
        return code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
      })
      .join('');
  }
}

/** A query string from any value: objects by key (arrays repeat the key), anything else as one `q`. */
export function queryOf(value: unknown): string {
  const pairs: string[] = [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      for (const one of Array.isArray(item) ? item : [item]) pairs.push(`${encodePart(key)}=${encodePart(one)}`);
    }
  } else if (value !== undefined) {
    pairs.push(`q=${encodePart(value)}`);
  }
  return pairs.join('&');
}
