import type { AuthFault, RoleFault, XsrfFault } from './fuzz-credentials.ts';
import { authFaults, roleFaults, xsrfFaults } from './fuzz-credentials.ts';
import type { FieldFault } from './field-faults.ts';
import { examplesOf, faultsFor, mutatingFaults } from './field-faults.ts';
import { bodyFields } from './field-paths.ts';
import type { Operation, SchemaNode } from './openapi-operations.ts';
import type { SchemaContext } from './schema-values.ts';

export type BodyFault =
  | 'malformedJson'
  | 'emptyBody'
  | 'wrongJsonType'
  | 'wrongContentType'
  | 'noContentType'
  | 'hugeBody'
  | 'duplicateKeys'
  | 'unexpectedBody';
export type QueryFault = 'duplicated' | 'unknown' | 'prototypeKey' | 'badPercentEncoding';
export type RawPathFault = 'badPercentEncoding' | 'dotSegments' | 'tooLongSegment';

/** What one case breaks; everything else in the request is valid. */
export type Target =
  | { kind: 'valid' }
  | {
      kind: 'field';
      location: 'path' | 'query' | 'body';
      path: string[];
      fault: FieldFault;
      /** The example a mutating fault changes. */
      example?: string;
    }
  | { kind: 'rawPath'; name: string; fault: RawPathFault }
  | { kind: 'query'; fault: QueryFault }
  | { kind: 'body'; fault: BodyFault }
  | { kind: 'auth'; fault: AuthFault }
  | { kind: 'claim'; path: string[]; fault: FieldFault }
  | { kind: 'role'; fault: RoleFault }
  | { kind: 'xsrf'; fault: XsrfFault };

/**
 * The claims of our access tokens (docs/product/accounts.md#tokens-and-the-session) as a JSON
 * Schema, to fuzz them like a body.
 */
export const accessTokenClaims: SchemaNode = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string', format: 'email' },
    children: { type: 'integer', minimum: 0 },
  },
  required: ['id', 'email', 'children'],
};

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function describeTarget(target: Target): string {
  switch (target.kind) {
    case 'valid':
      return 'valid input';
    case 'field':
      return `${target.location}.${target.path.join('.')}: ${target.fault}${target.example === undefined ? '' : ` of ${JSON.stringify(target.example)}`}`;
    case 'rawPath':
      return `path.${target.name}: ${target.fault}`;
    case 'claim':
      return `token claim ${target.path.join('.')}: ${target.fault}`;
    default:
      return `${target.kind}: ${target.fault}`;
  }
}

/** Every target of the operation: each field with each fault kind that applies to it, etc. */
export function targetsOf(context: SchemaContext, operation: Operation): Target[] {
  const targets: Target[] = [{ kind: 'valid' }];
  for (const parameter of operation.parameters) {
    for (const fault of faultsFor(context, parameter.schema, parameter.required)) {
      targets.push(
        ...fieldTargets(context, parameter.in, [parameter.name], parameter.schema, fault),
      );
    }
    if (parameter.in === 'path') {
      for (const fault of ['badPercentEncoding', 'dotSegments', 'tooLongSegment'] as const) {
        targets.push({ kind: 'rawPath', name: parameter.name, fault });
      }
    }
  }
  for (const fault of ['duplicated', 'unknown', 'prototypeKey', 'badPercentEncoding'] as const) {
    targets.push({ kind: 'query', fault });
  }
  if (operation.body === undefined) {
    targets.push({ kind: 'body', fault: 'unexpectedBody' });
  } else {
    for (const [path, node, required] of bodyFields(context, operation.body, [], true, 0)) {
      for (const fault of faultsFor(context, node, required)) {
        targets.push(...fieldTargets(context, 'body', path, node, fault));
      }
    }
    const bodyFaults = [
      'malformedJson',
      'emptyBody',
      'wrongJsonType',
      'wrongContentType',
      'noContentType',
      'hugeBody',
      'duplicateKeys',
    ] as const;
    for (const fault of bodyFaults) targets.push({ kind: 'body', fault });
  }
  if (operation.signedIn) {
    for (const fault of authFaults) targets.push({ kind: 'auth', fault });
    // The claims of a correctly signed token are input too: fuzzed like the fields of a body.
    for (const [path, node, required] of bodyFields(context, accessTokenClaims, [], true, 0)) {
      for (const fault of faultsFor(context, node, required)) {
        targets.push({ kind: 'claim', path, fault });
      }
    }
    for (const fault of roleFaults) targets.push({ kind: 'role', fault });
  }
  if (unsafeMethods.has(operation.method)) {
    for (const fault of xsrfFaults) targets.push({ kind: 'xsrf', fault });
  }
  return targets;
}

/** One target per example of the field for a mutating fault (each example is a seed), else one. */
function fieldTargets(
  context: SchemaContext,
  location: 'path' | 'query' | 'body',
  path: string[],
  node: SchemaNode,
  fault: FieldFault,
): Target[] {
  const examples = mutatingFaults.has(fault) ? examplesOf(context, node) : [];
  if (examples.length === 0) return [{ kind: 'field', location, path, fault }];
  return examples.map((example) => ({ kind: 'field', location, path, fault, example }));
}
