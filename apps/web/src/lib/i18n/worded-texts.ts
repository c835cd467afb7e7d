/**
 * The texts the catalogues have worded lately, so that a form showing a message from more than
 * one source (its own words, the contract's, the server's) can tell one already in the active
 * language from one still to word. Bounded: the oldest are forgotten first, and a form words its
 * messages again at each render.
 */
const remembered = new Set<string>();
const rememberedMax = 2000;

/** Notes a text a catalogue has just worded, and gives it back. */
export function rememberWorded(text: string): string {
  remembered.delete(text);
  remembered.add(text);
  if (remembered.size > rememberedMax) {
    const oldest = remembered.values().next();
    if (oldest.done !== true) remembered.delete(oldest.value);
  }
  return text;
}

/** Whether a catalogue of the app has worded this text (so it is in the active language). */
export function isWorded(text: string): boolean {
  return remembered.has(text);
}
