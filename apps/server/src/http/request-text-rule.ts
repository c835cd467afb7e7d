import { isSafeText, safeTextPatterns } from '@kinderwait/contract';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { JsonSchema } from './request-json-schema.ts';
import { requestJsonSchema } from './request-json-schema.ts';

/*
 * The boundary's one text rule (docs/product/platform.md#text-we-accept): every string a request
 * can carry to a service, in its path, query or body, and every string inside JSON sent as text,
 * must be refused by its schema when it holds a control character or a lone surrogate. A string
 * passes when its schema carries the safe-text pattern (contract rules/safe-text.ts), a format
 * whose syntax is printable ASCII, or a fixed list of safe values. The check reads the JSON
 * Schema the API document shows, so the document states every such rule; a route whose schema
 * lets text through is refused when it is registered.
 */

/** zod's formats whose patterns admit printable ASCII only (a URL is not one: the parser takes controls). */
const printableFormats: ReadonlySet<string> = new Set([
  'uuid',
  'email',
  'date',
  'date-time',
  'time',
]);

const safePatterns: ReadonlySet<string> = new Set([
  safeTextPatterns.singleLine.source,
  safeTextPatterns.multiLine.source,
]);

const requestParts = ['params', 'querystring', 'body'] as const;

function isNode(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nodesAt(node: JsonSchema, key: string): JsonSchema[] {
  const value = node[key];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

function typesOf(node: JsonSchema): string[] {
  const { type } = node;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item) => typeof item === 'string') : [];
}

function hasSafeRule(node: JsonSchema): boolean {
  const patterns = [node, ...nodesAt(node, 'allOf')].map((part) => part.pattern);
  return (
    patterns.some((pattern) => typeof pattern === 'string' && safePatterns.has(pattern)) ||
    (typeof node.format === 'string' && printableFormats.has(node.format))
  );
}

function isUnsafeValue(value: unknown): boolean {
  return typeof value === 'string' && !isSafeText(value);
}

/**
 * The places under `node` (named from `at`) where text can arrive without the rule: a string
 * without it, a fixed value that is not safe text, JSON text whose content is not described or
 * not safe, or a value of any type (`{}`), which can hold any string.
 */
export function textWithoutRule(node: JsonSchema, at: string): string[] {
  if ('const' in node) return isUnsafeValue(node.const) ? [at] : [];
  if (Array.isArray(node.enum)) return node.enum.some(isUnsafeValue) ? [at] : [];
  const alternatives = [...nodesAt(node, 'anyOf'), ...nodesAt(node, 'oneOf')];
  const types = typesOf(node);
  const found = alternatives.flatMap((alternative) => textWithoutRule(alternative, at));
  if (alternatives.length === 0 && types.length === 0 && !('not' in node)) return [at];
  if (types.includes('string')) {
    if (!hasSafeRule(node)) found.push(at);
    if (node.contentMediaType === 'application/json') {
      found.push(
        ...(isNode(node.contentSchema)
          ? textWithoutRule(node.contentSchema, `${at}(json)`)
          : [`${at}(json)`]),
      );
    }
  }
  if (types.includes('object')) {
    const properties = isNode(node.properties) ? node.properties : {};
    for (const [name, property] of Object.entries(properties)) {
      if (isNode(property)) found.push(...textWithoutRule(property, `${at}.${name}`));
    }
    if (isNode(node.additionalProperties)) {
      found.push(...textWithoutRule(node.additionalProperties, `${at}.*`));
    }
    if (isNode(node.propertyNames)) {
      found.push(...textWithoutRule(node.propertyNames, `${at}.(key)`));
    }
  }
  if (types.includes('array')) {
    if (isNode(node.items)) found.push(...textWithoutRule(node.items, `${at}[]`));
    for (const [index, item] of nodesAt(node, 'prefixItems').entries()) {
      found.push(...textWithoutRule(item, `${at}[${String(index)}]`));
    }
  }
  return found;
}

/** The request text a route's schemas let through, as `body.name` paths; empty when none. */
export function routeTextWithoutRule(schema: RouteOptions['schema']): string[] {
  if (schema === undefined) return [];
  return requestParts.flatMap((part) => {
    const partSchema: unknown = schema[part];
    return partSchema instanceof z.core.$ZodType
      ? textWithoutRule(requestJsonSchema(partSchema), part)
      : [];
  });
}

/**
 * An onRoute hook: a route whose request schemas let text through without the rule cannot be
 * registered, so the app does not start (every test builds it).
 */
export function refuseTextWithoutRule(route: RouteOptions): void {
  const found = routeTextWithoutRule(route.schema);
  if (found.length === 0) return;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `${methods} ${route.url}: text reaches ${found.join(', ')} without the safe-text rule (the contract's safeText(), a printable format or an enum)`,
  );
}
