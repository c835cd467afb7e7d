import { ApiErrorBody } from '@kinderwait/contract';
import type { RouteOptions } from 'fastify';

/*
 * The answers a route can give before (or around) its handler, added to every documented route's
 * response schemas in one place, so its OpenAPI operation lists every status the server can send
 * (the fuzz test's conformance mode checks it). A route lists its own statuses (its 200, a 404 of
 * its service, the 401 and 403 of a signed-in scope); these come from the plugins:
 * - 400: invalid input (its params, query or body schema), or a body that is not JSON;
 * - 403: a write without the anti-forgery token (plugins/xsrf.ts), unless the route is exempt;
 * - 413 and 415: a body over the 1 MiB limit, or of a type the route does not parse;
 * - 429: the rate limit (plugins/rate-limit.ts), unless the route has none;
 * - 500: a bug, or the database unreachable (plugins/error-handler.ts).
 */

const writeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** The statuses the plugins may answer `route` with. */
export function commonErrorStatuses(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const takesBody = methodsOf(route).some((method) => writeMethods.has(method));
  const hasInput =
    schema.params !== undefined || schema.querystring !== undefined || schema.body !== undefined;
  const statuses: number[] = [];
  if (hasInput || takesBody) statuses.push(400);
  if (takesBody && route.config?.xsrfExempt !== true) statuses.push(403);
  if (takesBody) statuses.push(413, 415);
  if (route.config?.rateLimit !== false) statuses.push(429);
  statuses.push(500);
  return statuses;
}

/**
 * An onRoute hook: adds the common statuses to a documented route's responses, with the uniform
 * error body; a status the route lists itself keeps its own schema. Routes out of the document
 * (web pages, which answer HTML) are left alone.
 */
export function addCommonErrors(route: RouteOptions): void {
  const { schema } = route;
  if (schema === undefined || schema.hide === true || schema.response === undefined) return;
  const responses: Record<string, unknown> = { ...(schema.response as Record<string, unknown>) };
  for (const status of commonErrorStatuses(route)) {
    if (!(String(status) in responses)) responses[String(status)] = ApiErrorBody;
  }
  route.schema = { ...schema, response: responses };
}
