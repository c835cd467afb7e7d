import fc from 'fast-check';
import type { FuzzSession } from './fuzz-credentials.ts';
import { authorizationFor, roleHeaderFor, signJwt, xsrfHeadersFor } from './fuzz-credentials.ts';
import { isRecord, valueWithFault } from './field-paths.ts';
import type { Target } from './fuzz-targets.ts';
import { accessTokenClaims } from './fuzz-targets.ts';
import type { Operation, Parameter } from './openapi-operations.ts';
import { urlOf } from './openapi-operations.ts';
import {
  extraQuery,
  pathSegment,
  payloadFor,
  queryPairs,
  rawPathValues,
} from './request-faults.ts';
import type { SchemaContext } from './schema-values.ts';
import { omitted, validValue } from './schema-values.ts';
import { hasRefusedText } from './text-encoding.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string;
  /** The request carried text every field must refuse (see text-encoding.ts). */
  refusedText: boolean;
}

interface Inputs {
  parameters: Map<Parameter, unknown>;
  body: unknown;
}

/** Valid values for every input, with the target's fault in its place. */
function inputsFor(
  context: SchemaContext,
  operation: Operation,
  target: Target,
): fc.Arbitrary<Inputs> {
  const parameterValues = operation.parameters.map((parameter) => {
    const hit =
      target.kind === 'field' &&
      target.location === parameter.in &&
      target.path[0] === parameter.name;
    if (hit) {
      return valueWithFault(
        context,
        parameter.schema,
        [],
        target.fault,
        parameter.name,
        target.example,
      );
    }
    // An optional query parameter is sometimes left out, as clients do; a path segment
    // cannot be empty (the URL would name another route).
    const valid = validValue(context, parameter.schema, parameter.name);
    if (parameter.in === 'path') return valid.filter((value) => pathSegment(value) !== '');
    return parameter.required ? valid : fc.option(valid, { nil: omitted, freq: 3 });
  });
  const body =
    operation.body === undefined
      ? fc.constant(undefined)
      : target.kind === 'field' && target.location === 'body'
        ? valueWithFault(context, operation.body, target.path, target.fault, '', target.example)
        : validValue(context, operation.body);
  return fc.tuple(fc.tuple(...parameterValues), body).map(([values, bodyValue]) => ({
    parameters: new Map(operation.parameters.map((parameter, index) => [parameter, values[index]])),
    body: bodyValue,
  }));
}

/**
 * The Authorization header: the faulty one for auth and claim targets, else the user's token, so
 * the fault under test reaches past authentication (anonymous calls are auth targets).
 */
function authorizationOf(
  context: SchemaContext,
  session: FuzzSession,
  target: Target,
): fc.Arbitrary<string | undefined> {
  if (target.kind === 'auth') return authorizationFor(session, target.fault);
  if (target.kind !== 'claim') return fc.constant(`Bearer ${session.accessToken}`);
  // Valid claims are the user's own: only the faulty claim differs from a genuine token.
  const own: SchemaContext = {
    ...context,
    known: { ids: [session.userId], emails: [session.email], urls: [] },
  };
  const issuedAt = Math.floor(Date.now() / 1000);
  return valueWithFault(own, accessTokenClaims, target.path, target.fault, '').map((claims) => {
    const payload = {
      ...(isRecord(claims) ? claims : { claims }),
      iat: issuedAt,
      exp: issuedAt + 3600,
    };
    return `Bearer ${signJwt(payload, session.jwtSecret)}`;
  });
}

/** The arbitrary of requests for one operation and one target. */
export function requestsFor(
  context: SchemaContext,
  session: FuzzSession,
  operation: Operation,
  target: Target,
): fc.Arbitrary<FuzzRequest> {
  const authorization = authorizationOf(context, session, target);
  const role = roleHeaderFor(session, target.kind === 'role' ? target.fault : undefined);
  const xsrfHeaders = xsrfHeadersFor(session, target.kind === 'xsrf' ? target.fault : undefined);
  return inputsFor(context, operation, target).chain((inputs) => {
    const pathValues: Record<string, string> = {};
    const pairs: [string, string][] = [];
    for (const [parameter, value] of inputs.parameters) {
      if (parameter.in === 'path') pathValues[parameter.name] = pathSegment(value);
      else pairs.push(...queryPairs(parameter.name, value));
    }
    const rawPath =
      target.kind === 'rawPath'
        ? fc.constantFrom(...rawPathValues[target.fault])
        : fc.constant(undefined);
    return fc
      .record({
        authorization,
        role,
        rawPath,
        query: extraQuery(target, pairs),
        payload: payloadFor(inputs.body, operation, target),
      })
      .map((parts): FuzzRequest => {
        if (target.kind === 'rawPath' && parts.rawPath !== undefined)
          pathValues[target.name] = parts.rawPath;
        const headers: Record<string, string | string[]> = { ...xsrfHeaders, ...parts.role };
        if (parts.authorization !== undefined) headers.authorization = parts.authorization;
        if (parts.payload.contentType !== undefined)
          headers['content-type'] = parts.payload.contentType;
        const query = parts.query.map(([key, value]) => `${key}=${value}`).join('&');
        return {
          method: operation.method,
          url: urlOf(operation, pathValues, query),
          headers,
          ...(parts.payload.payload === undefined ? {} : { payload: parts.payload.payload }),
          refusedText:
            target.kind === 'field' &&
            (hasRefusedText(inputs.body, true) ||
              [...inputs.parameters.values()].some((value) => hasRefusedText(value, false))),
        };
      });
  });
}
