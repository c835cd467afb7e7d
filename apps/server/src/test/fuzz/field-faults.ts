import fc from 'fast-check';
import type { SchemaNode } from './openapi-operations.ts';
import { listAt, numberAt, schemasAt, typesOf } from './openapi-operations.ts';
import type { SchemaContext } from './schema-values.ts';
import { omitted, validValue } from './schema-values.ts';

/**
 * Kinds of wrong or borderline value for one field. Each kind is tried for every field it
 * applies to (see faultsFor), so the run covers every field × kind; fast-check picks the value
 * within the kind and the valid values of the other fields.
 */
export type FieldFault =
  | 'missing'
  | 'wrongType'
  | 'empty'
  | 'tooLong'
  | 'huge'
  | 'controlCharacter'
  | 'loneSurrogate'
  | 'oddUnicode'
  | 'outOfRangeNumbers'
  | 'edgeNumbers'
  | 'numericText'
  | 'injection'
  | 'caseVariant'
  | 'notInEnum'
  | 'numberBoundary'
  | 'arrayBoundary'
  | 'prototypeKeys'
  | 'deepNesting';

/** More than the 1 MiB body limit, and far more than any field allows. */
export const hugeLength = 1_100_000;

/** Whole numbers beyond PostgreSQL's integer (and bigint, and JavaScript's exact) range. */
export const outOfRangeNumberTexts = [
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999',
] as const;
/** Numbers at the edges: the largest integer, zero, negative, fractional, infinite, padded. */
const edgeNumberTexts = ['2147483647', '0', '-1', '1.5', '1e309', '00001'] as const;

const boundaryNumbers = [
  -1,
  0,
  0.5,
  -0,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

const numericTexts = [
  ...outOfRangeNumberTexts,
  ...edgeNumberTexts,
  'NaN',
  'Infinity',
  '0x1F',
  '١٢٣',
  '9'.repeat(400),
];

const injections = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '\\',
  '   ',
  'null',
  '__proto__',
  'constructor',
];

/**
 * Text the boundary must refuse in every field (docs/product/platform.md#text-we-accept): C0 and C1
 * controls, DEL.
 */
const controlCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)),
  },
  { weight: 1, arbitrary: fc.constantFrom('\u007f', '\u0085', '\u009b', '\u009f') },
);

const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800');

/** Valid Unicode that trips naive code: bidi overrides, invisible, non-BMP, line separators. */
const oddUnicode = fc.constantFrom(
  '\u202e',
  '\u200b',
  '\ufeff',
  '\u2028',
  '\u0301',
  '😀',
  '\u{10ffff}',
  '\uffff',
  '\ufffd',
  'ｆｕｌｌ',
  'İ',
  'ß',
  '\u00a0',
);

/** The node's types, through anyOf / oneOf (`string | null` counts as both). */
export function typesThrough(context: SchemaContext, raw: SchemaNode): Set<string> {
  const node = context.resolve(raw);
  const types = new Set(typesOf(node));
  for (const alternative of [...schemasAt(node, 'anyOf'), ...schemasAt(node, 'oneOf')]) {
    for (const type of typesThrough(context, alternative)) types.add(type);
  }
  if (listAt(node, 'enum').length > 0 || 'const' in node) types.add('enum');
  return types;
}

/** The first string alternative of the node (its length limits), or the node itself. */
function stringNode(context: SchemaContext, raw: SchemaNode): SchemaNode {
  const node = context.resolve(raw);
  const alternatives = [...schemasAt(node, 'anyOf'), ...schemasAt(node, 'oneOf')];
  return (
    alternatives.map(context.resolve).find((option) => typesOf(option).includes('string')) ?? node
  );
}

export function faultsFor(
  context: SchemaContext,
  node: SchemaNode,
  required: boolean,
): FieldFault[] {
  const types = typesThrough(context, node);
  const faults: FieldFault[] = ['wrongType'];
  if (required) faults.push('missing');
  if (types.has('enum')) faults.push('notInEnum', 'controlCharacter', 'caseVariant');
  else if (types.has('string')) {
    faults.push(
      'empty',
      'tooLong',
      'huge',
      'controlCharacter',
      'loneSurrogate',
      'oddUnicode',
      'outOfRangeNumbers',
      'edgeNumbers',
      'numericText',
      'injection',
      'caseVariant',
    );
  }
  if (types.has('integer') || types.has('number')) faults.push('numberBoundary');
  if (types.has('array')) faults.push('arrayBoundary');
  if (types.has('object')) faults.push('prototypeKeys', 'deepNesting');
  return faults;
}

/** Fault kinds that change a valid value rather than replace it: run once per example. */
export const mutatingFaults: ReadonlySet<FieldFault> = new Set<FieldFault>([
  'controlCharacter',
  'loneSurrogate',
  'oddUnicode',
  'outOfRangeNumbers',
  'caseVariant',
]);

/** The string examples the schema (or its string alternative) documents. */
export function examplesOf(context: SchemaContext, node: SchemaNode): string[] {
  return listAt(stringNode(context, node), 'examples').filter((item) => typeof item === 'string');
}

/**
 * Where to put an odd character: inside a quoted literal when the text has one (a filter or
 * search language passes it on from there; elsewhere it is merely a syntax error), else anywhere.
 */
function insertionPoint(text: string, at: number): number {
  const literals = [...text.matchAll(/'[^']*'|"[^"]*"/g)];
  const literal = literals.length === 0 ? undefined : literals[at % literals.length];
  if (literal === undefined) return at % (text.length + 1);
  return literal.index + 1 + (at % (literal[0].length - 1));
}

/**
 * A value of the given fault kind for a field of schema `node`; the mutating kinds change
 * `base` when given (one of the field's examples), else a generated valid value.
 */
export function faultValue(
  context: SchemaContext,
  node: SchemaNode,
  fault: FieldFault,
  name: string,
  base?: string,
): fc.Arbitrary<unknown> {
  const valid = validValue(context, node, name);
  const validText =
    base === undefined
      ? valid.map((value) => (typeof value === 'string' ? value : 'text'))
      : fc.constant(base);
  const insert = (characters: fc.Arbitrary<string>): fc.Arbitrary<string> =>
    fc.tuple(validText, fc.nat(), characters).map(([text, at, character]) => {
      const index = insertionPoint(text, at);
      return `${text.slice(0, index)}${character}${text.slice(index)}`;
    });
  const replaceNumbers = (numbers: readonly string[]): fc.Arbitrary<string> =>
    fc
      .tuple(validText, fc.constantFrom(...numbers))
      .map(([text, number]) =>
        /\d/.test(text) ? text.replace(/\d+/g, number) : `${text}${number}`,
      );
  switch (fault) {
    case 'missing':
      return fc.constant(omitted);
    case 'wrongType':
      return wrongType(typesThrough(context, node));
    case 'empty':
      return fc.constant('');
    case 'tooLong': {
      const maxLength = numberAt(stringNode(context, node), 'maxLength') ?? 10_000;
      return fc
        .tuple(validText, fc.nat(3), fc.constantFrom('a', 'é', '😀'))
        .map(([text, extra, pad]) => text.padEnd(maxLength + 1 + extra, pad));
    }
    case 'huge':
      return fc.constantFrom('a', '\u0000', '😀').map((unit) => unit.repeat(hugeLength));
    case 'controlCharacter':
      return insert(controlCharacter);
    case 'loneSurrogate':
      return insert(loneSurrogate);
    case 'oddUnicode':
      return insert(oddUnicode);
    case 'outOfRangeNumbers':
      return replaceNumbers(outOfRangeNumberTexts);
    case 'edgeNumbers':
      return replaceNumbers(edgeNumberTexts);
    case 'numericText':
      return fc.constantFrom(...numericTexts);
    case 'injection':
      return fc.constantFrom(...injections);
    case 'caseVariant':
      return fc.oneof(
        validText.map((text) => text.toUpperCase()),
        fc.mixedCase(validText),
      );
    case 'notInEnum':
      return fc.oneof(
        valid.map((value) => (typeof value === 'string' ? value.toUpperCase() : 'UNKNOWN')),
        valid.map((value) => `${String(value)} `),
        fc.constantFrom('', 'unknown', 'null'),
      );
    case 'numberBoundary':
      return fc.constantFrom(...boundaryNumbers);
    case 'arrayBoundary':
      return fc.oneof(
        fc.constant([]),
        fc
          .array(valid, { minLength: 1, maxLength: 1 })
          .map(([item]) => Array<unknown>(10_000).fill(item)),
        fc.constant([[[]]]),
      );
    case 'prototypeKeys':
      return fc
        .tuple(
          valid,
          fc.constantFrom(
            '{"__proto__":{"polluted":true,"isAdmin":true}}',
            '{"constructor":{"prototype":{"polluted":true}}}',
            '{"hasOwnProperty":1,"toString":"x","valueOf":null}',
          ),
        )
        .map(([value, json]): unknown => ({
          ...(typeof value === 'object' && value !== null ? value : {}),
          ...(JSON.parse(json) as object),
        }));
    case 'deepNesting':
      return fc.constantFrom('array', 'object').map((kind) => nested(kind, 2_000));
  }
}

function wrongType(types: Set<string>): fc.Arbitrary<unknown> {
  const candidates: [string, unknown][] = [
    ['integer', 42],
    ['number', -1.5],
    ['boolean', true],
    ['null', null],
    ['array', ['x']],
    ['object', { value: 'x' }],
    ['string', 'text'],
  ];
  const wrong = candidates
    .filter(([type]) => !types.has(type) && !(type === 'integer' && types.has('number')))
    .map(([, value]) => value);
  // A field that takes any JSON type has no wrong type; a nested list is then merely odd.
  return fc.constantFrom(...(wrong.length > 0 ? wrong : [[[['x']]]]));
}

function nested(kind: 'array' | 'object', depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}
