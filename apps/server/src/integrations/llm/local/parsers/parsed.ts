/** What a parser makes of a free answer: a value, or the reason the user reads when re-asked. */
export type Parsed<Value> = { ok: true; value: Value } | { ok: false; reason: string };

export const parsed = <Value>(value: Value): Parsed<Value> => ({ ok: true, value });
export const refused = <Value = never>(reason: string): Parsed<Value> => ({ ok: false, reason });

/** Lower case, single spaces, without the punctuation people end a chat line with. */
export function normalizeAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/g, '')
    .trim();
}
