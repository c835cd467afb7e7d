export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// Stops at whitespace and at characters that usually close a URL in prose or markup.
const urlPattern = /https?:\/\/[^\s<>"'()]+/g;
const trailingPunctuation = /[.,;:!?]+$/;

/** Splits plain text into text and http(s) links, so an email's links can be clicked. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const href = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
