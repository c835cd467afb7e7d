import type { EvalQuestion } from './eval-questions.ts';

/**
 * How an answer is scored: right when it contains every expected fact and invents nothing.
 * Invented: a number, date, price or time in the answer (any run of digits, with its $ or :)
 * that appears nowhere in the centre's facts and documents. Web addresses are left out: the
 * KinderWait link's port is the server's, not a claim about the centre.
 */
export interface EvalResult {
  question: string;
  answer: string;
  missing: string[];
  invented: string[];
  right: boolean;
}

const normal = (text: string): string =>
  text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ');

/** The numbers of a text: "$46.50", "7:30", "2027", "24". */
export function numbersOf(text: string): string[] {
  const withoutLinks = text.replace(/https?:\/\/\S+/g, ' ');
  return (withoutLinks.match(/\d+(?:[.:,]\d+)*/g) ?? []).map((number) =>
    number.replace(/[.,]+$/, ''),
  );
}

export function scoreAnswer(item: EvalQuestion, answer: string, truth: string): EvalResult {
  const said = normal(answer);
  const missing = item.expected.filter((fact) => !said.includes(normal(fact)));
  const known = new Set(numbersOf(truth));
  const invented = numbersOf(answer).filter((number) => !known.has(number));
  return {
    question: item.question,
    answer,
    missing,
    invented,
    right: missing.length === 0 && invented.length === 0,
  };
}

export interface EvalScore {
  right: number;
  total: number;
  share: number;
  invented: number;
  results: EvalResult[];
}

export function scoreOf(results: readonly EvalResult[]): EvalScore {
  const right = results.filter((result) => result.right).length;
  return {
    right,
    total: results.length,
    share: results.length === 0 ? 0 : right / results.length,
    invented: results.reduce((sum, result) => sum + result.invented.length, 0),
    results: [...results],
  };
}

/** The score as printed by `npm run eval:voice`: the share, then each wrong answer. */
export function reportOf(engine: string, score: EvalScore, every = false): string {
  const wrong = score.results
    .filter((result) => every || !result.right)
    .map(
      (result) =>
        `  ${result.right ? '✓' : '✗'} ${result.question}\n    → ${result.answer}` +
        (result.missing.length > 0 ? `\n    missing: ${result.missing.join(' | ')}` : '') +
        (result.invented.length > 0 ? `\n    invented: ${result.invented.join(', ')}` : ''),
    );
  return [
    `${engine}: ${String(score.right)}/${String(score.total)} right (${(score.share * 100).toFixed(0)} %), ${String(score.invented)} invented`,
    ...wrong,
  ].join('\n');
}
