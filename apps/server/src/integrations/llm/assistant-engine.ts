import type { z } from 'zod';
import type { ReplyLanguage } from './reply-language.ts';

/**
 * The one interface every assistant model sits behind (docs/product/assistant.md#engines): the AI
 * SDK's providers (ai-sdk-engine.ts) and the embedded deterministic local engine (local/). The
 * conversations module builds the tools bound to the calling user and asks for one turn.
 */
export interface EngineMessage {
  role: 'user' | 'assistant' | 'tool';
  content: string;
  hiddenContent: string | null;
}
export type ToolOutcome = { ok: true; result: string } | { ok: false; error: string };
export interface AssistantTool {
  name: string; // e.g. 'EditChildcareProvider', 'CreateVoiceAssistant', 'ClientHandled_CollectScheduleAvailabilities'
  description: string;
  /** What the tool does in the user's words ("saving your profile"): a reply never shows `name`. */
  title: string;
  /**
   * A completion tool: it runs only when the user's last message says yes to a summary the
   * assistant showed before it (docs/product/assistant.md#tools).
   */
  needsConfirmation?: boolean;
  inputSchema: z.ZodType; // the same zod schema as the REST endpoint the tool stands for
  /** Absent for a client-handled tool: the engine ends its turn after calling it and the client answers in the next user message's hiddenContent. */
  execute?: (input: unknown) => Promise<ToolOutcome>; // validates with inputSchema; invalid → { ok:false, error } and nothing written
}
export interface AssistantTurnInput {
  assistantId: string; // one of the four assistant identifiers (onboarding chats)
  systemPrompt: string;
  messages: EngineMessage[]; // the whole conversation, oldest first, the new user message last
  tools: AssistantTool[];
  /**
   * Facts the engine may use: Toronto's today (YYYY-MM-DD), the user's first name, the provider's
   * current profile, and the language to answer in (English when absent).
   */
  context: { today: string; firstName: string | null; profile: unknown; language?: ReplyLanguage };
  abortSignal?: AbortSignal;
  /**
   * The reply's text as the model writes it, in pieces (a live call speaks it as it comes). An
   * engine that writes its reply whole (the local one) never calls it; the turn's `text` is the
   * whole reply either way. The pieces are raw: the caller cleans what it shows.
   */
  onTextDelta?: (delta: string) => void;
}
export interface AssistantTurn {
  text: string; // the assistant's reply shown to the user (may be '' when only a tool was called)
  toolCalls: { name: string; result: string }[]; // tools called this turn, in order, with their result (error text for a failed call, '' for a client-handled call)
  usage: { inputTokens: number; outputTokens: number };
}
export interface AssistantEngine {
  reply(input: AssistantTurnInput): Promise<AssistantTurn>;
}
