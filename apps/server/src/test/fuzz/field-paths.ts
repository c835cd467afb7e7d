import fc from 'fast-check';
import type { FieldFault } from './field-faults.ts';
import { faultValue } from './field-faults.ts';
import type { SchemaNode } from './openapi-operations.ts';
import { propertiesOf, requiredOf, schemaAt, schemasAt, typesOf } from './openapi-operations.ts';
import type { SchemaContext } from './schema-values.ts';
import { jsonContentOf, omitted, validValue } from './schema-values.ts';

/** The path segment of the JSON a string field carries as text: `surveyData.(json).[].answer`. */
export const jsonTextSegment = '(json)';

/**
 * The body itself and every field under it (array items as `[]`, the content of JSON text as
 * `(json)`, which counts as no level), a few levels deep.
 */
export function bodyFields(
  context: SchemaContext,
  raw: SchemaNode,
  path: string[],
  required: boolean,
  depth: number,
): [string[], SchemaNode, boolean][] {
  const node = context.resolve(raw);
  const fields: [string[], SchemaNode, boolean][] =
    path.length === 0 ? [] : [[path, node, required]];
  if (depth >= 3) return fields;
  const content = stringAlternatives(context, node)
    .map(jsonContentOf)
    .find((schema) => schema !== undefined);
  if (content !== undefined) {
    fields.push(...bodyFields(context, content, [...path, jsonTextSegment], true, depth));
  }
  const object = objectAlternative(context, node);
  if (object !== undefined) {
    const requiredNames = requiredOf(object);
    for (const [name, property] of propertiesOf(object)) {
      fields.push(
        ...bodyFields(context, property, [...path, name], requiredNames.has(name), depth + 1),
      );
    }
  }
  const items = arrayAlternative(context, node);
  if (items !== undefined)
    fields.push(...bodyFields(context, items, [...path, '[]'], true, depth + 1));
  return fields;
}

function alternativesOf(context: SchemaContext, node: SchemaNode): SchemaNode[] {
  return [node, ...schemasAt(node, 'anyOf'), ...schemasAt(node, 'oneOf')].map(context.resolve);
}

function stringAlternatives(context: SchemaContext, node: SchemaNode): SchemaNode[] {
  return alternativesOf(context, node).filter((option) => typesOf(option).includes('string'));
}

function objectAlternative(context: SchemaContext, node: SchemaNode): SchemaNode | undefined {
  return alternativesOf(context, node).find((option) => typesOf(option).includes('object'));
}

function arrayAlternative(context: SchemaContext, node: SchemaNode): SchemaNode | undefined {
  const array = alternativesOf(context, node).find((option) => typesOf(option).includes('array'));
  return array === undefined ? undefined : (schemaAt(array, 'items') ?? {});
}

/** A valid value of `node` except at `path`, where it has the fault (omitted: left out). */
export function valueWithFault(
  context: SchemaContext,
  node: SchemaNode,
  path: readonly string[],
  fault: FieldFault,
  name: string,
  example?: string,
): fc.Arbitrary<unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return faultValue(context, node, fault, name, example);
  if (head === jsonTextSegment) {
    const content = stringAlternatives(context, node).map(jsonContentOf).find(Boolean) ?? {};
    // Left out entirely, JSON text is empty text.
    return valueWithFault(context, content, rest, fault, name, example).map((value) =>
      value === omitted ? '' : JSON.stringify(value),
    );
  }
  if (head === '[]') {
    const items = arrayAlternative(context, node) ?? {};
    return fc
      .tuple(
        fc.array(validValue(context, items, name), { maxLength: 2 }),
        valueWithFault(context, items, rest, fault, name, example),
      )
      .map(([others, faulty]) => (faulty === omitted ? others : [...others, faulty]));
  }
  const object = objectAlternative(context, node) ?? {};
  const property = propertiesOf(object).find(([key]) => key === head)?.[1] ?? {};
  return fc
    .tuple(
      validValue(context, object),
      valueWithFault(context, property, rest, fault, head, example),
    )
    .map(([value, child]) => {
      const copy: Record<string, unknown> = isRecord(value) ? { ...value } : {};
      if (child === omitted) Reflect.deleteProperty(copy, head);
      else copy[head] = child;
      return copy;
    });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
