import type { z } from 'zod';
import type {
  AssistantTool,
  AssistantTurn,
  EngineMessage,
  ToolOutcome,
} from '../assistant-engine.ts';
import { createLocalAssistantEngine } from './local-assistant-engine.ts';

/**
 * A conversation with the local engine as the conversations module keeps it (tests only): the
 * user's message, the reply, then one tool message per tool call
 * (docs/product/assistant.md#conversations).
 */
export interface CompletionTool {
  tool: AssistantTool;
  /** Every input the tool was called with, valid or not. */
  calls: unknown[];
  /** Errors the next calls answer with, before they start to succeed. */
  failures: string[];
}

/** A completion tool that checks its input with the real schema, as the module's tools do. */
export function completionTool(name: string, schema: z.ZodType): CompletionTool {
  const calls: unknown[] = [];
  const failures: string[] = [];
  const execute = (input: unknown): Promise<ToolOutcome> => {
    calls.push(input);
    const checked = schema.safeParse(input);
    if (!checked.success) return Promise.resolve({ ok: false, error: checked.error.message });
    const failure = failures.shift();
    if (failure !== undefined) return Promise.resolve({ ok: false, error: failure });
    return Promise.resolve({ ok: true, result: JSON.stringify({ saved: true }) });
  };
  return {
    tool: {
      name,
      description: name,
      title: name,
      needsConfirmation: true,
      inputSchema: schema,
      execute,
    },
    calls,
    failures,
  };
}

export function conversation(options: {
  assistantId: string;
  tools: AssistantTool[];
  profile: unknown;
  today?: string;
  firstName?: string | null;
}) {
  const engine = createLocalAssistantEngine();
  const messages: EngineMessage[] = [];
  const turnInput = (history: EngineMessage[]) => ({
    assistantId: options.assistantId,
    systemPrompt: 'You help providers set up their profile.',
    messages: history,
    tools: options.tools,
    context: {
      today: options.today ?? '2026-11-23',
      firstName: options.firstName === undefined ? 'Ada' : options.firstName,
      profile: options.profile,
    },
  });
  return {
    messages,
    /** Sends a message and keeps the reply and its tool messages in the history. */
    async send(content: string, hiddenContent: string | null = null): Promise<AssistantTurn> {
      messages.push({ role: 'user', content, hiddenContent });
      const turn = await engine.reply(turnInput([...messages]));
      messages.push({ role: 'assistant', content: turn.text, hiddenContent: null });
      for (const call of turn.toolCalls) {
        messages.push({ role: 'tool', content: call.name, hiddenContent: call.result });
      }
      return turn;
    },
    /** The reply to the history up to and including the message at `index`, asked again. */
    replayAt(index: number): Promise<AssistantTurn> {
      return engine.reply(turnInput(messages.slice(0, index + 1)));
    },
  };
}
