// The build's catalogues as ICU syntax trees instead of message strings, so the browser needs no
// ICU parser: FormatJS's parser is aliased to its no-parser entry (docs/decisions/i18n.md#loading).
// Development and tests keep the strings and the parser (the catalogue checks parse them).
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue module: `features/<feature>/messages/<feature>.<language>.ts`. */
const messagesModule = /\/messages\/[^/]+\.[a-z]{2}\.ts$/;

/**
 * The messages a compiled catalogue module exports. By the time this plugin runs the module is
 * JavaScript whose only statement is `export default { key: 'message', ... }` (its imports are
 * types, erased), so it is evaluated as an expression.
 */
export function evaluateMessages(code: string): Record<string, string> {
  const body = code.replace(/^\s*export\s+default\s+/m, 'return ');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own source file
  const evaluate = new Function(body) as () => unknown;
  const value = evaluate();
  if (typeof value !== 'object' || value === null) throw new Error('not a messages object');
  const messages: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message !== 'string') throw new Error(`message ${key} is not text`);
    messages[key] = message;
  }
  return messages;
}

/** The module's source with each message replaced by its parsed tree. */
export function precompiledModule(messages: Record<string, string>): string {
  const trees = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, parse(message)]),
  );
  return `export default ${JSON.stringify(trees)};\n`;
}

export function icuPrecompile(): Plugin {
  return {
    name: 'kinderwait:icu-precompile',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!messagesModule.test(id.split('?')[0] ?? id)) return null;
      try {
        return { code: precompiledModule(evaluateMessages(code)), map: null };
      } catch (error) {
        this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
