import type { EngineMessage } from './assistant-engine.ts';
import { normalizeAnswer } from './local/parsers/parsed.ts';
import { parseYesNo } from './local/parsers/yes-no.ts';

const saveWords =
  /^(?:please\s+)?(?:save|submit|confirm|create|go ahead|do it|send it|set it up)\b/;

/**
 * Whether the conversation is at a confirmed summary: the assistant said something (the summary
 * and its question) and the user's last message answers yes ("yes", "looks good", "save it").
 * A completion tool runs only then, whatever the engine (docs/product/assistant.md#tools).
 */
export function userConfirmed(messages: readonly EngineMessage[]): boolean {
  const lastUser = messages.findLastIndex((message) => message.role === 'user');
  const message = messages[lastUser];
  if (message === undefined) return false;
  const asked = messages.slice(0, lastUser).some((earlier) => earlier.role === 'assistant');
  const answer = message.content;
  return asked && (parseYesNo(answer) === 'yes' || saveWords.test(normalizeAnswer(answer)));
}

/** What a completion tool answers the model when the user has not said yes to a summary. */
export const notConfirmedError =
  'Error: the user has not confirmed. Show them a summary of everything you will save, ask them to answer yes, and call this tool only after they do.';
