/**
 * Cuts a document's text into passages the agent answers from: whole paragraphs packed up to
 * about `target` characters, a paragraph longer than `max` cut between sentences (or words).
 * Passages are what full-text search ranks, so each keeps a topic together.
 */
export function chunkText(text: string, target = 900, max = 1500): string[] {
  const pieces = text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .flatMap((paragraph) => splitLong(paragraph, max));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current !== '' && current.length + piece.length + 2 > target) {
      chunks.push(current);
      current = '';
    }
    current = current === '' ? piece : `${current}\n\n${piece}`;
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

function splitLong(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [paragraph];
  const parts: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((one) => splitWords(one, max))) {
    if (current !== '' && current.length + sentence.length > max) {
      parts.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

function splitWords(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const parts: string[] = [];
  let current = '';
  for (const word of sentence.split(/(?<=\s)/)) {
    if (current !== '' && current.length + word.length > max) {
      parts.push(current);
      current = '';
    }
    // A single "word" longer than max (a long URL) is cut at max.
    for (let start = 0; start < word.length; start += max) {
      const slice = word.slice(start, start + max);
      if (current !== '' && current.length + slice.length > max) {
        parts.push(current);
        current = '';
      }
      current += slice;
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}
