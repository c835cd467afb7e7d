import type { Message } from '@kinderwait/contract/conversations';

/**
 * Conversation completion (docs/product/assistant.md#completion): the outcome of the completion
 * tool's latest call.
 */
export interface CompletionOutcome {
  successful: boolean;
  /** The parsed result, when it was JSON. */
  result: unknown;
}

/**
 * When tool messages arrive, the latest whose name is the completion tool decides: its
 * hiddenContent parsed as JSON is a success; a parse failure is not; no hiddenContent is a success.
 * Null when the completion tool was not among them.
 */
export function conversationCompletion(
  toolMessages: readonly Message[],
  completionToolName: string,
): CompletionOutcome | null {
  const latest = toolMessages.findLast(
    (message) => message.role === 'tool' && message.content === completionToolName,
  );
  return latest === undefined ? null : toolOutcome(latest.hiddenContent);
}

/** A tool's result as the chat reads it: none or JSON is a success, other text a failure. */
export function toolOutcome(hiddenContent: string | undefined): CompletionOutcome {
  if (hiddenContent === undefined || hiddenContent === '') {
    return { successful: true, result: undefined };
  }
  try {
    return { successful: true, result: JSON.parse(hiddenContent) as unknown };
  } catch {
    return { successful: false, result: undefined };
  }
}
