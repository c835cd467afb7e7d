import type { FastifyRequest } from 'fastify';

/**
 * What keeps people's data out of the logs (docs/decisions/security.md): a log line is read by
 * whoever operates the server and kept wherever the log goes, so nothing a parent or a centre typed
 * may be in it. Three layers, because no one layer sees everything:
 * - pino's `redact` for fixed paths: the personal fields at the top of a line, a failed query's
 *   `err.params`, the token headers;
 * - a `logMethod` hook for what paths cannot reach cheaply or at all: personal fields nested in a
 *   line's plain objects, and a failed query's values inside text (drizzle's message and stack,
 *   the driver's message);
 * - a `req` serializer that keeps a query string's names but not its values;
 * - in every logged error's text (message, stack, text properties, of the error and its causes),
 *   email addresses and phone numbers, which an outside service quotes in its own words (an SMTP
 *   server's "550 <amelia@example.com>: mailbox unavailable", a text message gateway's "+1416...
 *   is not a mobile number").
 * pino's wildcard paths (`*.email`) would cover nesting too, but cost 15-40 µs on every line,
 * several times the request line itself, even when no such field is present.
 */

export const redactedText = '[redacted]';

/**
 * Field names that carry personal data (the contract's user, child, address and sign-in shapes),
 * and the tokens that act for a person.
 */
export const personalFields = [
  'email',
  'firstName',
  'lastName',
  'childFirstName',
  'userName',
  'phone',
  'phoneNumber',
  'dateOfBirth',
  'birthDate',
  'address',
  'road',
  'postcode',
  'latitude',
  'longitude',
  'specialNeeds',
  'medications',
  'medicalConditions',
  'dietaryNeeds',
  'notes',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelationship',
  'token',
  'accessToken',
  'refreshToken',
] as const;

const personalFieldSet: ReadonlySet<string> = new Set(personalFields);

/** The fixed paths pino redacts on every line (no wildcards: see above). */
export const redactPaths: readonly string[] = [
  // Tokens travel in these headers (only logged if a serializer ever adds headers).
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  // A failed query's values, should one ever be logged without the hook below.
  'err.params',
  ...personalFields,
];

/**
 * Fastify's request serializer, with the query string's values replaced: `?email=a@b.ca` is
 * personal, `?token=` acts for someone. The names stay, so a line still shows what was asked.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

export function withoutQueryValues(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const query = url
    .slice(index + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${redactedText}`;
    })
    .join('&');
  return `${url.slice(0, index)}?${query}`;
}

/**
 * pino's `logMethod` hook: an error a line carries (as its first argument, or as `err` or `error`
 * in the line's object) is replaced by a copy without the values of any failed query in its
 * causes, and personal fields inside the line's plain objects are redacted. Nothing is copied
 * unless something changes, and class instances (the request, the reply) are not walked.
 */
export function scrubLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [scrubError(first), ...rest];
  if (!isPlainObject(first)) return args;
  let scrubbed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(first)) {
    const replacement =
      value instanceof Error
        ? key === 'err' || key === 'error'
          ? scrubError(value)
          : value
        : withoutNestedPersonalFields(value, 1);
    if (replacement === value) continue;
    scrubbed ??= { ...first };
    scrubbed[key] = replacement;
  }
  return scrubbed === undefined ? args : [scrubbed, ...rest];
}

/** Deep enough for a line's `{ user: { child: { … } } }`; deeper values are left as they are. */
const maximumDepth = 4;

function withoutNestedPersonalFields(value: unknown, depth: number): unknown {
  if (depth > maximumDepth) return value;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    const mapped = items.map((item) => withoutNestedPersonalFields(item, depth + 1));
    return mapped.some((item, index) => item !== items[index]) ? mapped : value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    const replacement = personalFieldSet.has(key)
      ? redactedText
      : withoutNestedPersonalFields(field, depth + 1);
    if (replacement === field) continue;
    copy ??= { ...value };
    copy[key] = replacement;
  }
  return copy ?? value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Errors nest a few deep at most (drizzle, then the driver); a cycle or a freak chain stops here. */
const maximumCauses = 8;

/**
 * An email address: a local part (without `/`, so a stack's `node_modules/.pnpm/pino@9.1.0` path
 * is not one) and a domain ending in a name of letters.
 */
const emailAddress = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;

/**
 * A North American number, written in any of the usual ways ("416-555-0123", "(416) 555 0123",
 * "+1 416.555.0123", "4165550123"): its area code and exchange start with 2-9, so a stack's line
 * numbers, ports, epoch seconds (1…) and the runs of digits inside ids are not numbers.
 */
const northAmericanPhone =
  /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\s*[2-9]\d{2}\s*\)|[2-9]\d{2})[\s.-]?[2-9]\d{2}[\s.-]?\d{4}(?!\w)/g;

/** Any other number in E.164 form: "+" and 8 to 15 digits. */
const internationalPhone = /(?<![\w+])\+[1-9]\d{7,14}(?!\w)/g;

/** `text` without the email addresses and phone numbers written in it. */
export function withoutContactDetails(text: string): string {
  return text
    .replace(emailAddress, redactedText)
    .replace(northAmericanPhone, redactedText)
    .replace(internationalPhone, redactedText);
}

/**
 * A copy of `error` (same prototype, so the log still names its type) and of its causes, with the
 * values of every failed query in the chain taken out of each message, stack and text property,
 * the `params` dropped, and a database error's `detail` (which quotes row values, e.g. "Key
 * (email)=(…) already exists") and `where` redacted, whether or not a query is known; and with
 * every email address and phone number in that text redacted, whatever the error. An error with
 * none of these comes back as it is.
 */
export function scrubError(error: Error): Error {
  const chain = causeChain(error);
  const paramLists = chain.flatMap((link) => {
    const params = queryParams(link);
    return params === null ? [] : [params];
  });
  const scrub = (text: string): string => withoutContactDetails(scrubText(text, paramLists));
  if (paramLists.length === 0 && !chain.some(isDriverError) && !chain.some(mentionsContact)) {
    return error;
  }
  const copies = chain.map((link) => copyWith(link, scrub));
  copies.forEach((copy, index) => {
    const cause = copies[index + 1];
    if (cause !== undefined) {
      Object.defineProperty(copy, 'cause', { value: cause, enumerable: false });
    }
  });
  return copies[0] ?? error;
}

function causeChain(error: Error): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < maximumCauses && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** A drizzle query error's parameters: an error with the SQL in `query` and the values in `params`. */
function queryParams(error: Error): readonly unknown[] | null {
  const query: unknown = Reflect.get(error, 'query');
  const params: unknown = Reflect.get(error, 'params');
  return typeof query === 'string' && Array.isArray(params) ? params : null;
}

/** A SQLSTATE: five digits or upper-case letters, as PostgreSQL's drivers put in `code`. */
const sqlState = /^[0-9A-Z]{5}$/;

/** An error from PostgreSQL's drivers, whose text properties may quote row values. */
function isDriverError(error: Error): boolean {
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' && sqlState.test(code);
}

/** Whether the error's own text (message, stack, text properties) holds an address or a number. */
function mentionsContact(error: Error): boolean {
  const texts = [error.message, error.stack ?? ''];
  for (const key of Object.keys(error)) {
    if (key === 'cause') continue;
    collectTexts(Reflect.get(error, key), texts, 1);
  }
  return texts.some((text) => withoutContactDetails(text) !== text);
}

/** The strings in `value`, in its arrays and plain objects too (an SMTP error's `rejected`). */
function collectTexts(value: unknown, texts: string[], depth: number): void {
  if (typeof value === 'string') texts.push(value);
  else if (depth > maximumDepth) return;
  else if (Array.isArray(value)) for (const item of value) collectTexts(item, texts, depth + 1);
  else if (isPlainObject(value)) {
    for (const field of Object.values(value)) collectTexts(field, texts, depth + 1);
  }
}

/** `value` with `scrub` applied to its strings, in its arrays and plain objects too. */
function scrubStrings(value: unknown, scrub: (text: string) => string, depth: number): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > maximumDepth) return value;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, scrub, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, scrubStrings(field, scrub, depth + 1)]),
  );
}

function copyWith(error: Error, scrub: (text: string) => string): Error {
  const copy: Error = Object.create(Object.getPrototypeOf(error) as object) as Error;
  const driverError = isDriverError(error);
  for (const key of Object.keys(error)) {
    if (key === 'cause' || key === 'params') continue;
    const value: unknown = Reflect.get(error, key);
    const redact = driverError && (key === 'detail' || key === 'where');
    Reflect.set(
      copy,
      key,
      redact && typeof value === 'string' ? redactedText : scrubStrings(value, scrub, 1),
    );
  }
  Object.defineProperty(copy, 'message', { value: scrub(error.message), enumerable: false });
  Object.defineProperty(copy, 'stack', { value: scrub(error.stack ?? ''), enumerable: false });
  return copy;
}

/**
 * Drizzle writes the values into its message as "params: a,b,c" (the array as text); the driver
 * quotes a value it could not use ("invalid input syntax for type integer: "…""). Both go; so does
 * a value of four characters or more found anywhere else. Shorter ones are only replaced where
 * quoted, or a stack's line numbers would be.
 */
function scrubText(text: string, paramLists: readonly (readonly unknown[])[]): string {
  let result = text;
  for (const params of paramLists) {
    result = result.replace(`\nparams: ${params.join(',')}`, `\nparams: ${redactedText}`);
    for (const value of params) {
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const valueText = String(value);
      if (valueText === '') continue;
      result = result.replaceAll(`"${valueText}"`, `"${redactedText}"`);
      if (valueText.length >= 4) result = result.replaceAll(valueText, redactedText);
    }
  }
  return result;
}
