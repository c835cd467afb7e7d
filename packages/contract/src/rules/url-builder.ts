/** A value for a `{name}` placeholder; null, undefined and '' count as missing. */
export type UrlParamValue = string | number | null | undefined;
/** A query value; null and undefined are left out of the URL. */
export type UrlQueryValue = string | number | boolean | null | undefined;
export type UrlQuery = Readonly<Record<string, UrlQueryValue>>;

/** The placeholder names of a template literal, e.g. 'childId' | 'ticketId'. */
export type UrlPlaceholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | UrlPlaceholders<Rest>
  : never;

/**
 * Params a template needs: one key per placeholder when the template is a literal, so a missing
 * key is a type error; any keys when the template is only known as `string`.
 */
export type UrlParams<T extends string> = string extends T
  ? Readonly<Record<string, UrlParamValue>>
  : { readonly [K in UrlPlaceholders<T>]: UrlParamValue };

/** Thrown when a placeholder has no value (docs/product/platform.md#url-builder). */
export class MissingUrlParameterError extends Error {
  readonly parameter: string;
  constructor(parameter: string) {
    super(missingParameterMessage(parameter));
    this.name = 'MissingUrlParameterError';
    this.parameter = parameter;
  }
}

/** "Missing parameter: {name}" (docs/product/platform.md#url-builder). */
export function missingParameterMessage(name: string): string {
  return `Missing parameter: ${name}`;
}

/** "Invalid parameter: {name}" for a value that would change the path instead of filling it. */
export function invalidParameterMessage(name: string): string {
  return `Invalid parameter: ${name}`;
}

const placeholderPattern = /\{([^{}]+)\}/g;
// Browsers resolve '.', '..' and their %2e spellings as path steps, so encoding cannot neutralise them.
const dotSegmentPattern = /^\.{1,2}$/;

function pathValue(name: string, params: Readonly<Record<string, UrlParamValue>>): string {
  // Own properties only: a placeholder called {constructor} must not find Object.prototype's.
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  if (value === undefined || value === null || value === '') {
    throw new MissingUrlParameterError(name);
  }
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new MissingUrlParameterError(name);
  const text = String(value);
  if (dotSegmentPattern.test(text)) throw new Error(invalidParameterMessage(name));
  return encodeURIComponent(text);
}

function queryString(query: UrlQuery): string {
  return Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => {
      const value = entry[1];
      if (value === null || value === undefined) return false;
      // NaN or Infinity is never a meaningful limit or time; treat it as "not set".
      return typeof value !== 'number' || Number.isFinite(value);
    })
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/**
 * The URL builder (docs/product/platform.md#url-builder): fills `{name}` placeholders of a path
 * template such as '/api/children/{childId}/waitlist/{ticketId}' with URL-encoded values (numbers
 * allowed) and appends an optional query.
 *
 * - Throws MissingUrlParameterError, message "Missing parameter: {name}", when a placeholder's
 *   value is undefined, null, '' or a non-finite number.
 * - Throws "Invalid parameter: {name}" for '.' or '..', which would address another resource.
 * - Params the template does not name are ignored.
 * - Query entries that are null or undefined are left out (docs/product/billing.md#payment-history:
 *   the payment history query is "sent only when not null"); '' is sent as `key=`. When nothing is
 *   left, no '?' is added; when the template already has a query, entries are appended with '&'.
 */
export function buildUrl<T extends string>(
  template: T,
  params: UrlParams<T>,
  query?: UrlQuery,
): string;
export function buildUrl(
  template: string,
  params: Readonly<Record<string, UrlParamValue>>,
  query: UrlQuery = {},
): string {
  const path = template.replace(placeholderPattern, (_placeholder, name: string) =>
    pathValue(name, params),
  );
  const search = queryString(query);
  if (search === '') return path;
  if (path.endsWith('?') || path.endsWith('&')) return `${path}${search}`;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
