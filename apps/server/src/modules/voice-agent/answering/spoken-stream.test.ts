import { describe, expect, it } from 'vitest';
import { createSpokenStream } from './spoken-stream.ts';

/** Feeds `pieces` one by one; what was said after each, and all said at the end. */
function feed(pieces: readonly string[], disclosure: string | null = null) {
  const said: string[] = [];
  const stream = createSpokenStream(disclosure, (sentence) => said.push(sentence));
  const after = pieces.map((piece) => {
    stream.push(piece);
    return [...said];
  });
  return { after, all: stream.finish(), said };
}

describe('an answer spoken as the engine writes it', () => {
  it('says a sentence once its next word began, never a piece of a word or of a price', () => {
    const { after, all } = feed(['Toddler fe', 'es are $62', '.50 a day.', ' We', ' open at 7.']);
    expect(after[0]).toEqual([]);
    expect(after[1]).toEqual([]);
    // A sentence at the end of what came so far waits for the next word: it may not be over.
    expect(after[2]).toEqual([]);
    expect(after[3]).toEqual(['Toddler fees are $62.50 a day.']);
    expect(all).toEqual(['Toddler fees are $62.50 a day.', 'We open at 7.']);
  });

  it('says the notice first, leaves out a promised space, and stops at the sentence cap', () => {
    const { all } = feed(
      [
        'We have one toddler space. I guarantee you will get ',
        'a space. We serve lunch. Fees are $62 a day. Bye.',
      ],
      "You're speaking with Maple's automated assistant.",
    );
    expect(all).toEqual([
      "You're speaking with Maple's automated assistant.",
      'We have one toddler space.',
      'We serve lunch.',
    ]);
  });

  it('says nothing more once stopped (a transfer took the turn over)', () => {
    const said: string[] = [];
    const stream = createSpokenStream(null, (sentence) => said.push(sentence));
    stream.push('Let me check. I will');
    stream.stop();
    stream.push(' pass you on. Bye.');
    expect(stream.finish()).toEqual(['Let me check.']);
    expect(said).toEqual(['Let me check.']);
  });

  it('cleans the text as every stored text is cleaned', () => {
    const { all } = feed(['We serve\u0000 lunch.\n\nWe ', 'open at 7.']);
    expect(all).toEqual(['We serve lunch.', 'We open at 7.']);
  });
});
