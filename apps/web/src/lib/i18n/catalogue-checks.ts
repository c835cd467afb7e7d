import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/*
 * The checks `npm test` runs on every feature's catalogue (app/i18n-catalogues.test.ts): the
 * same keys in every language, messages that parse with the same arguments, and no key that the
 * feature's code never uses.
 */

export type MessageTable = Readonly<Record<string, string>>;

/** Keys of `reference` absent from `other`, and keys of `other` that `reference` lacks. */
export function keyDifferences(
  reference: MessageTable,
  other: MessageTable,
): { missing: string[]; extra: string[] } {
  const referenceKeys = Object.keys(reference);
  const otherKeys = Object.keys(other);
  return {
    missing: referenceKeys.filter((key) => !(key in other)).sort(),
    extra: otherKeys.filter((key) => !(key in reference)).sort(),
  };
}

function collectArguments(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      into.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) collectArguments(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.add(element.value);
      collectArguments(element.children, into);
    }
  }
  return into;
}

/** The argument names an ICU message uses; throws when the message does not parse. */
export function messageArguments(message: string): string[] {
  return [...collectArguments(parse(message), new Set())].sort();
}

/**
 * What is wrong with one language's messages against the reference language's: a message that
 * does not parse, is empty, or takes other arguments. One line per problem.
 */
export function messageProblems(reference: MessageTable, other: MessageTable): string[] {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(other)) {
    if (message.trim() === '') {
      problems.push(`${key}: empty`);
      continue;
    }
    const referenceMessage = reference[key];
    if (referenceMessage === undefined) continue;
    try {
      const expected = messageArguments(referenceMessage).join(', ');
      const actual = messageArguments(message).join(', ');
      if (expected !== actual) {
        problems.push(`${key}: arguments {${actual}}, expected {${expected}}`);
      }
    } catch (error) {
      problems.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/**
 * Keys no source file names as a quoted string ('key' or "key"): the feature's code must ask
 * for each message by its literal key, so an unused one shows up here.
 */
export function unusedKeys(keys: readonly string[], sources: readonly string[]): string[] {
  return keys.filter(
    (key) => !sources.some((source) => source.includes(`'${key}'`) || source.includes(`"${key}"`)),
  );
}
