import { safeTextPatterns } from '@kinderwait/contract';
import fc from 'fast-check';
import type { SchemaNode } from './openapi-operations.ts';
import {
  listAt,
  numberAt,
  propertiesOf,
  requiredOf,
  schemaAt,
  schemasAt,
  stringAt,
  typesOf,
} from './openapi-operations.ts';

/**
 * Values of the fuzz session that pass a schema and reach deeper code than random ones would:
 * the signed-in user's and another user's ids and emails, the app's own confirmation URL.
 */
export interface KnownValues {
  ids: readonly string[];
  emails: readonly string[];
  urls: readonly string[];
}

/** Marks a property the generated object leaves out (a missing required field). */
export const omitted: unique symbol = Symbol('omitted');

/** Schemas of one document: `$ref`s resolve against it. */
export interface SchemaContext {
  resolve: (node: SchemaNode) => SchemaNode;
  known: KnownValues;
}

const safePatterns: ReadonlySet<string> = new Set([
  safeTextPatterns.singleLine.source,
  safeTextPatterns.multiLine.source,
]);

/** Optional strings are kept short: long values are the faults' business, not the valid path's. */
const shortText = 24;

/**
 * Values the schema accepts (as far as a JSON Schema can say; refinements in zod stay unknown,
 * which is fine: such a value is then one more invalid input). `name` is the property's name,
 * used to pick known ids, emails and URLs for fields that do not declare a format.
 */
export function validValue(
  context: SchemaContext,
  raw: SchemaNode,
  name = '',
): fc.Arbitrary<unknown> {
  const node = context.resolve(raw);
  if ('const' in node) return fc.constant(node.const);
  const choices = listAt(node, 'enum');
  if (choices.length > 0) return fc.constantFrom(...choices);
  const alternatives = [...schemasAt(node, 'anyOf'), ...schemasAt(node, 'oneOf')];
  if (alternatives.length > 0) {
    return fc.oneof(
      ...alternatives.map((alternative) => ({
        // null is one valid value among many: try the others more often.
        weight: typesOf(context.resolve(alternative)).includes('null') ? 1 : 3,
        arbitrary: validValue(context, alternative, name),
      })),
    );
  }
  const [first] = schemasAt(node, 'allOf');
  if (first !== undefined)
    return validValue(context, { ...node, allOf: undefined, ...first }, name);
  const types = typesOf(node);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue(context, { ...node, type }, name)));
  }
  switch (types[0]) {
    case 'string':
      return jsonContentOf(node) === undefined
        ? validString(context.known, node, name)
        : validJsonText(context, node, name);
    case 'integer':
    case 'number':
      return validNumber(node, types[0] === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return validArray(context, node, name);
    case 'object':
      return validObject(context, node);
    default:
      return fc.oneof(fc.string({ maxLength: shortText }), fc.integer(), fc.constant(null));
  }
}

/**
 * A JSON Schema pattern as a validator reads it: with the `u` flag, so `\p{L}` is a letter and a
 * surrogate pair one character (Ajv's default).
 */
export function patternRegExp(pattern: string): RegExp {
  return new RegExp(pattern, 'u');
}

export function fitsString(node: SchemaNode, value: string): boolean {
  const pattern = stringAt(node, 'pattern');
  return (
    value.length >= (numberAt(node, 'minLength') ?? 0) &&
    value.length <= (numberAt(node, 'maxLength') ?? Infinity) &&
    (pattern === undefined || patternRegExp(pattern).test(value))
  );
}

/** The schema of the JSON a string field carries as text (`contentSchema`), if it says so. */
export function jsonContentOf(node: SchemaNode): SchemaNode | undefined {
  return stringAt(node, 'contentMediaType') === 'application/json'
    ? (schemaAt(node, 'contentSchema') ?? {})
    : undefined;
}

/** JSON text of a value its content schema accepts, as a client writes it. */
function validJsonText(
  context: SchemaContext,
  node: SchemaNode,
  name: string,
): fc.Arbitrary<string> {
  return validValue(context, jsonContentOf(node) ?? {}, name).map((value) => JSON.stringify(value));
}

function validString(known: KnownValues, node: SchemaNode, name: string): fc.Arbitrary<string> {
  const format = stringAt(node, 'format') ?? '';
  const pattern = stringAt(node, 'pattern');
  const minLength = numberAt(node, 'minLength') ?? 0;
  const maxLength = numberAt(node, 'maxLength') ?? 10_000;
  const examples = listAt(node, 'examples').filter((item) => typeof item === 'string');
  const pool = [
    ...examples,
    ...(format === 'uuid' || /id$/i.test(name) ? known.ids : []),
    ...(format === 'email' || /email/i.test(name) ? known.emails : []),
    ...(format === 'uri' || format === 'url' || /url$/i.test(name) ? known.urls : []),
  ].filter((value) => fitsString(node, value));
  const fresh = freshString(format, pattern, minLength, maxLength).filter((value) =>
    fitsString(node, value),
  );
  return pool.length === 0
    ? fresh
    : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fresh });
}

function freshString(
  format: string,
  pattern: string | undefined,
  minLength: number,
  maxLength: number,
): fc.Arbitrary<string> {
  switch (format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date':
      return isoDate().map((date) => date.slice(0, 10));
    case 'date-time':
      return isoDate();
    default:
      break;
  }
  // The safe-text rule admits every printable string: the plain generator meets it and keeps
  // the length bounds, which pattern-driven generation ignores (costly retries).
  if (pattern !== undefined && !safePatterns.has(pattern)) {
    return matching(pattern, Math.min(maxLength, 200));
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, shortText)) });
}

const matchingArbitraries = new Map<string, fc.Arbitrary<string>>();

/**
 * Strings a pattern matches, built once per pattern and length: building one for a Unicode
 * property class (`\p{L}`, a person's name) takes most of a second.
 */
function matching(pattern: string, maxLength: number): fc.Arbitrary<string> {
  const key = `${String(maxLength)}:${pattern}`;
  let arbitrary = matchingArbitraries.get(key);
  if (arbitrary === undefined) {
    arbitrary = fc.stringMatching(patternRegExp(pattern), { maxLength });
    matchingArbitraries.set(key, arbitrary);
  }
  return arbitrary;
}

function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString());
}

export function numericBounds(node: SchemaNode, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const exclusiveMinimum = numberAt(node, 'exclusiveMinimum');
  const exclusiveMaximum = numberAt(node, 'exclusiveMaximum');
  const min =
    numberAt(node, 'minimum') ??
    (exclusiveMinimum === undefined ? -Number.MAX_SAFE_INTEGER : exclusiveMinimum + step);
  const max =
    numberAt(node, 'maximum') ??
    (exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : exclusiveMaximum - step);
  return { min, max };
}

function validNumber(node: SchemaNode, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = numericBounds(node, integer);
  // Values near the bounds and near zero are where bugs live; fast-check biases towards both.
  const low = Math.max(min, -1000);
  const high = Math.min(max, Math.max(low, 0) + 1000);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) })
    : fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
}

function validArray(context: SchemaContext, node: SchemaNode, name: string): fc.Arbitrary<unknown> {
  const items = schemaAt(node, 'items') ?? {};
  const minLength = numberAt(node, 'minItems') ?? 0;
  const maxLength = Math.min(numberAt(node, 'maxItems') ?? minLength + 3, minLength + 3);
  const item = validValue(context, items, name);
  return node.uniqueItems === true
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(item, { minLength, maxLength });
}

function validObject(context: SchemaContext, node: SchemaNode): fc.Arbitrary<unknown> {
  const required = requiredOf(node);
  const properties = propertiesOf(node);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of properties) model[name] = validValue(context, property, name);
  return fc.record(model, {
    requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
  });
}
