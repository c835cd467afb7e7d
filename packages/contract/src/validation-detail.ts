/** One problem with a request: where (e.g. ['body', 'phoneNumber']) and what is wrong. */
export interface ValidationIssue {
  readonly path: readonly string[];
  readonly message: string;
}

const issueSeparator = '; ';
const pathSeparator = ': ';
const segmentSeparator = '.';

/** A backslash before each character the format would otherwise read as structure. */
function escape(text: string, special: RegExp): string {
  return text.replace(special, '\\$&');
}

function unescape(text: string): string {
  return text.replace(/\\([\s\S])/g, '$1');
}

/** Splits on every `separator` not preceded by an escaping backslash; the pieces stay escaped. */
function splitUnescaped(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '\\') {
      index += 1;
    } else if (text.startsWith(separator, index)) {
      pieces.push(text.slice(start, index));
      start = index + separator.length;
      index = start - 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * The `detail` of a 400 that names fields (docs/product/errors.md#the-api-error-body): "body.email:
 * Invalid email address; querystring.id: Invalid input", issues joined by "; ", each path joined by
 * "." and followed by ": " and the message; an issue without a path is its message alone. A
 * backslash escapes the characters that would be misread (`\` and `;` in messages, also `:` in a
 * message without path, `\ ; : .` in path segments), so every message survives
 * `parseValidationDetail` while ordinary ones read unchanged.
 */
export function formatValidationDetail(issues: readonly ValidationIssue[]): string {
  return issues
    .map(({ path, message }) =>
      path.length === 0
        ? escape(message, /[\\;:]/g)
        : `${path.map((segment) => escape(segment, /[\\;:.]/g)).join(segmentSeparator)}${pathSeparator}${escape(message, /[\\;]/g)}`,
    )
    .join(issueSeparator);
}

/** The issues of a `detail` written by `formatValidationDetail`; none for an empty one. */
export function parseValidationDetail(detail: string): ValidationIssue[] {
  if (detail === '') return [];
  return splitUnescaped(detail, issueSeparator).map((issue) => {
    const [where, ...message] = splitUnescaped(issue, pathSeparator);
    if (where === undefined || message.length === 0) return { path: [], message: unescape(issue) };
    return {
      path: splitUnescaped(where, segmentSeparator).map(unescape),
      message: unescape(message.join(pathSeparator)),
    };
  });
}
