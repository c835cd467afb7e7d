import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './messages.ts';

/*
 * The checks `npm test` runs on every catalogue of the server's emails and texts
 * (catalogues.test.ts), as the web's do on its features': the same keys in every language,
 * messages that parse with the same arguments, and no key the module's code never uses.
 */

type MessageTable = Messages<string>;

/** Keys of `reference` absent from `other`, and keys of `other` that `reference` lacks. */
export function keyDifferences(
  reference: MessageTable,
  other: MessageTable,
): { missing: string[]; extra: string[] } {
  return {
    missing: Object.keys(reference)
      .filter((key) => !(key in other))
      .sort(),
    extra: Object.keys(other)
      .filter((key) => !(key in reference))
      .sort(),
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

/** The argument (and tag) names an ICU message uses; throws when the message does not parse. */
export function messageArguments(message: string): string[] {
  return [...collectArguments(parse(message), new Set())].sort();
}

/**
 * What is wrong with one language's messages against the reference's: a message that does not
 * parse, is empty, takes other arguments, or has a straight apostrophe (ICU's quote character:
 * French uses ’). One line per problem.
 */
export function messageProblems(
  reference: MessageTable,
  other: MessageTable,
  options: { typographicApostrophes: boolean },
): string[] {
  const problems: string[] = [];
  for (const [key, message] of Object.entries(other)) {
    if (message.trim() === '') {
      problems.push(`${key}: empty`);
      continue;
    }
    if (options.typographicApostrophes && message.includes("'")) {
      problems.push(`${key}: a straight apostrophe (use ’)`);
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

/** Keys no source names as a quoted string ('key' or "key"). */
export function unusedKeys(keys: readonly string[], sources: readonly string[]): string[] {
  return keys.filter(
    (key) => !sources.some((source) => source.includes(`'${key}'`) || source.includes(`"${key}"`)),
  );
}
