import type { VoicePassage } from '../../voice-answering.ts';
import { voiceFillerWords as fillerWords } from '../../voice-answering.ts';

/**
 * The local engine's answer from the passages (docs/product/voice-agent.md#the-answering-engine):
 * the sentences of the best-ranked passages that share the most of the question's words, or
 * nothing when too few of them match (the engine then says it does not know).
 */

/** A word's rough stem, so "naps" meets "nap" and "allergies" meets "allergy". */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 5 && lower.endsWith('ing')) {
    const base = lower.slice(0, -3);
    // "swimming" meets "swim", "napping" meets "nap".
    return /([bdgmnpt])\1$/.test(base) ? base.slice(0, -1) : base;
  }
  if (lower.length > 4 && lower.endsWith('ed')) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

/** The question's content words, stemmed, once each. */
export function contentTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [];
  return [...new Set(words.filter((word) => !fillerWords.has(word)).map(stem))];
}

/**
 * A passage's sentences (a line of a list counts as one). A web page's paragraphs can arrive
 * run together ("Toronto.Our philosophy"): a full stop between a small and a capital letter
 * ends a sentence too.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9"“(])|(?<=[a-z][.!?])(?=[A-Z])/)
    .map((sentence) => sentence.replace(/^[#*\-\s]+/, '').trim())
    .filter((sentence) => sentence.length > 2);
}

export interface Extract {
  sentences: string[];
  passage: VoicePassage;
}

/**
 * The share of the question's words a sentence must hold, and the least the best passage must
 * rank (ts_rank): below either, the passages do not answer the question.
 */
export const extractThreshold = { termShare: 0.5, minRank: 0.01 } as const;

/** The best sentences (at most two, of one passage) for the question, or null when none fits. */
export function bestSentences(question: string, passages: readonly VoicePassage[]): Extract | null {
  const terms = contentTerms(question);
  if (terms.length === 0) return null;
  let best: { score: number; index: number; sentences: string[]; passage: VoicePassage } | null =
    null;
  for (const passage of passages) {
    if (passage.rank < extractThreshold.minRank) continue;
    const sentences = sentencesOf(passage.text);
    for (const [index, sentence] of sentences.entries()) {
      const score = overlap(terms, sentence);
      if (best === null || score > best.score) best = { score, index, sentences, passage };
    }
  }
  if (best === null) return null;
  const { score, index, sentences, passage } = best;
  if (score < Math.max(1, Math.ceil(terms.length * extractThreshold.termShare))) return null;
  // A heading-like line ("Meals") says little alone: the sentences after it carry the answer.
  const start = isHeading(sentences[index] ?? '') ? index + 1 : index;
  const chosen = sentences.slice(start, start + 1);
  const next = sentences[start + 1];
  if (next !== undefined && !isHeading(next) && overlap(terms, next) > 0) chosen.push(next);
  if (chosen.length === 0) return null;
  return { sentences: chosen.map(asSentence), passage };
}

function overlap(terms: readonly string[], sentence: string): number {
  const words = new Set(contentTerms(sentence));
  return terms.filter((term) => words.has(term)).length;
}

function isHeading(sentence: string): boolean {
  return !/[.!?]$/.test(sentence) && sentence.split(/\s+/).length <= 6;
}

function asSentence(sentence: string): string {
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
