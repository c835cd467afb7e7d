import type { Message } from '@kinderwait/contract/conversations';
import { clientHandledToolPrefix } from '@kinderwait/contract/conversations';

/** A message as the chat shows it, with a stable key for the list. */
export interface ChatMessage extends Message {
  key: string;
}

export function withKeys(messages: readonly Message[], from = 0): ChatMessage[] {
  return messages.map((message, index) => ({ ...message, key: `m${String(from + index)}` }));
}

/**
 * What the list shows (docs/product/assistant.md#the-chat-screen): user and assistant messages with
 * text, and of the tool messages only the last one, however many there are, said in words (a
 * client-handled tool's call is not a line: its picker stands for it). A user message that carried
 * only tool data (the availability picker's answer) shows that data, since it is what the user
 * said.
 */
export function visibleMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  let lastTool = -1;
  messages.forEach((message, index) => {
    if (message.role === 'tool') lastTool = index;
  });
  return messages.filter((message, index) => {
    if (message.role === 'tool') {
      return index === lastTool && !message.content.startsWith(clientHandledToolPrefix);
    }
    if (message.role === 'user') {
      return message.content.trim() !== '' || (message.hiddenContent ?? '').trim() !== '';
    }
    return message.content.trim() !== '';
  });
}

/** The tool the client answers itself that is waiting for the user, if the last message asks it. */
export function pendingClientTool(messages: readonly Message[]): string | null {
  const last = messages.at(-1);
  if (last?.role !== 'tool' || !last.content.startsWith(clientHandledToolPrefix)) return null;
  return last.content;
}
