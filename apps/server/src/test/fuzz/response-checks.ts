import { ApiErrorBody } from '@kinderwait/contract';
import { z } from 'zod';

/** An answer as the fuzz test saw it. */
export interface ObservedResponse {
  statusCode: number;
  headers: Readonly<Record<string, string | string[] | number | undefined>>;
  body: string;
  elapsedMs: number;
  /** The route's response schemas by status (zod, from the contract), when a route answered. */
  responseSchemas: unknown;
}

/**
 * Slower than this is a failure of the long run (`npm run fuzz`, on a quiet machine): a request
 * that takes seconds is a denial-of-service lever. `npm test` records the slowest answer in its
 * report but fails on no duration: how fast a busy machine is must not decide a test.
 */
export const slowResponseMs = 2_000;

/** A stack frame, a Node internal, a source file or a JavaScript error class name. */
const stackTrace =
  /(^|\\n|\n)\s*at \S.*:\d+:\d+\)?|node:internal|node_modules[\\/]|\b(TypeError|ReferenceError|RangeError|SyntaxError|AssertionError)\b|\.[cm]?[jt]s:\d+/;

/** PostgreSQL's and drizzle's error wording, and statements the server would have run. */
const sqlLeak =
  /invalid input syntax|violates (not-null|foreign key|unique|check)|syntax error at or near|out of range for type|duplicate key value|relation "\w+"|column "\w+"|Failed query:|unterminated quoted|invalid byte sequence|null value in column|current transaction is aborted|\bselect\s[^]*?\sfrom\s+"\w+"|\binsert into\s+"\w+"|\bupdate\s+"\w+"\s+set\b/i;

/**
 * What is wrong with a response, whatever was asked (docs/product/platform.md#quality-bar): a 5xx,
 * a slow answer (when `timed`), a leaked stack trace or SQL, a body the web's contract parser would
 * refuse, a 429 without Retry-After, or a 2xx for text every field must refuse.
 */
export function responseProblems(
  response: ObservedResponse,
  request: { refusedText: boolean },
  { timed }: { timed: boolean },
): string[] {
  const problems: string[] = [];
  const { statusCode, body } = response;
  if (statusCode >= 500) problems.push(`answered ${String(statusCode)}`);
  if (timed && response.elapsedMs > slowResponseMs) {
    problems.push(`took ${response.elapsedMs.toFixed(0)} ms (limit ${String(slowResponseMs)})`);
  }
  if (stackTrace.test(body)) problems.push('the body carries a stack trace');
  if (sqlLeak.test(body)) problems.push('the body carries SQL or a database error');
  if (statusCode >= 400) problems.push(...errorBodyProblems(response));
  else if (statusCode >= 200 && statusCode < 300) problems.push(...successBodyProblems(response));
  if (statusCode === 429 && !(Number(response.headers['retry-after']) >= 1)) {
    problems.push('a 429 without a Retry-After header');
  }
  if (statusCode < 300 && request.refusedText) {
    problems.push('accepted a control character or an unpaired surrogate');
  }
  return problems;
}

function contentTypeOf(response: ObservedResponse): string {
  const contentType = response.headers['content-type'];
  return typeof contentType === 'string' ? contentType : '';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Errors are JSON in the one shape the web's client parses (ApiErrorBody). */
function errorBodyProblems(response: ObservedResponse): string[] {
  if (!contentTypeOf(response).startsWith('application/json')) {
    return [`an error body of type "${contentTypeOf(response)}", not JSON`];
  }
  const json = parseJson(response.body);
  if (!json.ok) return ['an error body that is not valid JSON'];
  const parsed = ApiErrorBody.safeParse(json.value);
  return parsed.success
    ? []
    : [`an error body ApiErrorBody refuses: ${z.prettifyError(parsed.error)}`];
}

/** A 2xx parses with the route's response schema for that status, which the web uses too. */
function successBodyProblems(response: ObservedResponse): string[] {
  const schemas = response.responseSchemas;
  const schema =
    typeof schemas === 'object' && schemas !== null
      ? (Object.entries(schemas).find(
          ([status]) => status === String(response.statusCode),
        )?.[1] as unknown)
      : undefined;
  if (!(schema instanceof z.ZodType)) {
    return [`a ${String(response.statusCode)} the route declares no response schema for`];
  }
  if (response.statusCode === 204) {
    return response.body === '' ? [] : ['a 204 with a body'];
  }
  const json = parseJson(response.body);
  if (!json.ok) return ['a success body that is not valid JSON'];
  const parsed = schema.safeParse(json.value);
  return parsed.success
    ? []
    : [`a success body its contract schema refuses: ${z.prettifyError(parsed.error)}`];
}

/**
 * Conformance: the statuses an operation's document lists are every status it answers with
 * (docs/product/platform.md#api-conventions). A range (`4XX`) or `default` covers its statuses.
 */
export function undocumentedStatus(statusCode: number, documented: ReadonlySet<string>): string[] {
  const status = String(statusCode);
  if (
    documented.has(status) ||
    documented.has(`${status.charAt(0)}XX`) ||
    documented.has('default')
  ) {
    return [];
  }
  return [`answered ${status}, which the document does not list (${[...documented].join(', ')})`];
}
