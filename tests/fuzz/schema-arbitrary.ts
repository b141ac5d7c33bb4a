/**
 * Values for a JSON Schema (as the OpenAPI document at /api/openapi.json states a route's
 * parameters and body), generated with fast-check: mostly near-valid values that reach the
 * route's own rules, and some that are wrong on purpose — hostile text (control characters, lone
 * surrogates, other scripts, very long), numbers out of every range, wrong types, missing
 * required fields and extra ones.
 */
import fc, { type Arbitrary } from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

/** Real ids of the fuzzed app (a product, a post, an enquiry…), so ids sometimes hit a row. */
export interface Pools {
  ids: readonly string[];
}

/** Characters parsers trip on: control characters, NUL, a lone surrogate, BOM, separators. */
const awkwardChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '%',
  '\\',
  '/',
  '"',
  "'",
  '<',
  '&',
  '٣',
  'é',
  '😀',
);

/** Text people and scripts send that parsers tend to get wrong. */
const nastyConstants = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x10',
  '+16',
  '1.5',
  '٣',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '2026-11-28T25:61:00+01:00',
  '../../etc/passwd',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{}',
  '[]',
  'true',
  '__proto__',
  'constructor',
  'a@b',
  '@',
  'x'.repeat(5000),
);

/** Any text, from plain to hostile, mostly short. */
export const hostileString: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: awkwardChar, maxLength: 20 }) },
  { weight: 2, arbitrary: nastyConstants },
  // Long: past every field's limit, and near the body limits.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 200, max: 60_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A value of any JSON type (and any shape), for fields that expect another type. */
const wrongType: Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, [], {}, [[]], { a: {} }),
);

const dayText = fc
  .tuple(
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

function stringArb(schema: JsonSchema, pools: Pools): Arbitrary<string> {
  const options: Arbitrary<string>[] = [hostileString];
  const max = schema.maxLength;
  if (schema.format === 'uuid') {
    options.push(
      fc.uuid(),
      fc.uuid().map((u) => u.toUpperCase()),
    );
    if (pools.ids.length > 0) options.push(fc.constantFrom(...pools.ids));
  } else if (schema.format === 'email') {
    options.push(fc.emailAddress());
  } else if (schema.format === 'date') {
    options.push(
      dayText,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
  } else if (schema.format === 'date-time') {
    options.push(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      dayText.map((d) => `${d}T00:00:00+01:00`),
    );
  } else if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }));
    } catch {
      // A pattern fast-check cannot generate from: the other options cover the field.
    }
  }
  options.push(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max ?? 60, 60) }));
  if (max !== undefined)
    options.push(fc.string({ unit: 'grapheme-ascii' }).map((s) => `${s}${'z'.repeat(max + 1)}`));
  return fc.oneof(...options);
}

function numberArb(schema: JsonSchema): Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const low = Math.ceil(Math.max(min, -(2 ** 31)));
  const high = Math.floor(Math.min(max, 2 ** 31));
  return fc.oneof(
    fc.integer({ min: low, max: Math.max(low, high) }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min - 1, max + 1, -0, 0.5, 2 ** 53, -(2 ** 53), 1e308),
  );
}

function objectArb(
  schema: JsonSchema,
  pools: Pools,
  depth: number,
): Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    // A required field is left out now and then; an optional one often.
    fc
      .option(valueFor(property, pools, depth + 1), {
        nil: undefined,
        freq: required.has(name) ? 12 : 2,
      })
      .map((value): [string, unknown] => [name, value]),
  );
  const extra = fc.oneof(
    { weight: 5, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, wrongType, { maxKeys: 3 }) },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([pairs, more]) => {
    const value: Record<string, unknown> = { ...more };
    for (const [name, field] of pairs) if (field !== undefined) value[name] = field;
    return value;
  });
}

/** Near-valid values of `schema`, with a share of wrong ones at every level. */
export function valueFor(schema: JsonSchema, pools: Pools, depth = 0): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: shapedFor(schema, pools, depth) },
    { weight: 1, arbitrary: wrongType },
  );
}

function shapedFor(schema: JsonSchema, pools: Pools, depth: number): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => shapedFor(s, pools, depth)));
  if (schema.allOf?.length) return shapedFor(Object.assign({}, ...schema.allOf), pools, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => shapedFor({ ...schema, type }, pools, depth)));
  }
  const base = ((): Arbitrary<unknown> => {
    switch (types[0]) {
      case 'string':
        return stringArb(schema, pools);
      case 'number':
      case 'integer':
        return numberArb(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const item = schema.items ?? {};
        const most = Math.min(schema.maxItems ?? 4, 4);
        const items = fc.array(valueFor(item, pools, depth + 1), {
          maxLength: depth > 2 ? 1 : most,
        });
        // One past the limit, of one repeated value: cheap to make, over the route's cap.
        const over =
          schema.maxItems !== undefined && schema.maxItems < 1000
            ? [valueFor(item, pools, depth + 1).map((v) => new Array(schema.maxItems! + 1).fill(v))]
            : [];
        return fc.oneof(
          { weight: 8, arbitrary: items },
          ...over.map((arbitrary) => ({ weight: 1, arbitrary })),
        );
      }
      case 'object':
        return objectArb(schema, pools, depth);
      default:
        // No type stated (`{}`): anything.
        return schema.properties ? objectArb(schema, pools, depth) : wrongType;
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

/** Text for a query parameter or a path segment: the value as text, or JSON for other types. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

/**
 * Percent-encodes every byte of the text's UTF-8 but the unreserved ones: lone surrogates become
 * U+FFFD as a client's encoder would make them (encodeURIComponent throws on them instead).
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
