import fc from 'fast-check';
import { hugeLength } from './field-faults.ts';
import { isRecord } from './field-paths.ts';
import type { RawPathFault, Target } from './fuzz-targets.ts';
import type { Operation } from './openapi-operations.ts';
import { omitted } from './schema-values.ts';
import { encodeText } from './text-encoding.ts';

/** Whole-request faults: raw path segments, query strings and bodies no field schema describes. */

export const rawPathValues: Record<RawPathFault, readonly string[]> = {
  badPercentEncoding: ['%', '%ZZ', '%E0%A4%A', '%C0%AF', '%ED%A0%80'],
  dotSegments: ['..', '%2e%2e', '%2F', 'a%2F..%2F..', '.'],
  tooLongSegment: ['a'.repeat(200), '1'.repeat(5_000)],
};

/** Query pairs (already encoded) for a parameter value of any JSON shape. */
export function queryPairs(name: string, value: unknown): [string, string][] {
  if (value === omitted || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item));
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => queryPairs(`${name}[${key}]`, item));
  }
  const text = typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value);
  return [[encodeText(name), encodeForUrl(text)]];
}

export function pathSegment(value: unknown): string {
  if (value === omitted || value === undefined) return '';
  return encodeForUrl(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * Node refuses a request line and headers over 16 KB (431) before the app sees them; `inject`
 * does not, so a longer URL value would only test what no client can send. Still far beyond
 * every field's maximum length.
 */
const urlValueLimit = 8_192;

function encodeForUrl(text: string): string {
  const encoded = encodeText(text);
  if (encoded.length <= urlValueLimit) return encoded;
  return encodeText(text.slice(0, Math.floor((text.length * urlValueLimit) / encoded.length)));
}

export interface Payload {
  contentType: string | undefined;
  payload: string | undefined;
}

export function payloadFor(
  body: unknown,
  operation: Operation,
  target: Target,
): fc.Arbitrary<Payload> {
  const json = (payload: string): Payload => ({ contentType: 'application/json', payload });
  const valid = operation.body === undefined ? undefined : JSON.stringify(body);
  if (target.kind !== 'body')
    return fc.constant(
      valid === undefined ? { contentType: undefined, payload: undefined } : json(valid),
    );
  const text = valid ?? '{}';
  switch (target.fault) {
    case 'malformedJson':
      return fc
        .constantFrom(
          '{',
          '{"a":',
          '{"a":1,}',
          "{'a':1}",
          'nul',
          '\u0000',
          '{"a":1e400}',
          '1e400',
          '['.repeat(100_000),
          text.slice(0, -1),
        )
        .map(json);
    case 'emptyBody':
      return fc.constant(json(''));
    case 'wrongJsonType':
      return fc.constantFrom('[]', `[${text}]`, '1', '"text"', 'true', 'null', '{}').map(json);
    case 'wrongContentType':
      return fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/vnd.api+json',
          'application/json, text/plain',
        )
        .map((contentType) => ({ contentType, payload: text }));
    case 'noContentType':
      return fc.constant({ contentType: undefined, payload: text });
    case 'hugeBody':
      return fc.constant(json(JSON.stringify({ padding: 'a'.repeat(hugeLength) })));
    case 'duplicateKeys':
      return fc.constant(json(text.replace(/^\{/, '{"__proto__":null,"a":1,"a":[],')));
    case 'unexpectedBody':
      return fc.constantFrom(json('{"unexpected":true}'), json('{'), {
        contentType: 'text/plain',
        payload: 'x',
      });
  }
}

export function extraQuery(
  target: Target,
  pairs: [string, string][],
): fc.Arbitrary<[string, string][]> {
  if (target.kind !== 'query') return fc.constant(pairs);
  switch (target.fault) {
    case 'duplicated':
      return fc.constant([
        ...pairs,
        ...pairs,
        ...(pairs.length === 0
          ? ([
              ['a', '1'],
              ['a', '2'],
            ] as [string, string][])
          : []),
      ]);
    case 'unknown':
      return fc.constant([...pairs, ['unknownParameter', 'x']]);
    case 'prototypeKey':
      return fc
        .constantFrom<[string, string]>(
          ['__proto__', 'x'],
          ['__proto__[polluted]', '1'],
          ['constructor[prototype][polluted]', '1'],
          ['hasOwnProperty', '1'],
        )
        .map((pair) => [...pairs, pair]);
    case 'badPercentEncoding':
      return fc
        .constantFrom('%', '%ZZ', '%E0%A4%A', '%ED%A0%80')
        .map((raw) => [...pairs, ['a', raw]]);
  }
}
