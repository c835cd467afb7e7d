import type {
  VoiceConversationChannel,
  VoiceConversationDetails,
  VoiceConversationOutcome,
  VoiceConversationSummary,
  VoiceTurn,
} from '@kinderwait/contract';
import { voiceConversationChannels, voiceConversationOutcomes } from '@kinderwait/contract';
import type { Language } from '../../i18n/language.ts';
import type { VoiceConversationRow, VoiceTurnRow } from './voice-agent.repository.ts';
import { callerWords, summaryWords, turnWords } from './voice-conversation-words.ts';

export { testChatCaller, widgetVisitorCaller } from './voice-conversation-words.ts';

/** The summary a conversation starts with: what the caller first asked, on one line. */
export function firstSummary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}

export function channelOf(value: string): VoiceConversationChannel {
  return voiceConversationChannels.find((channel) => channel === value) ?? 'phone';
}

export function outcomeOf(value: string): VoiceConversationOutcome {
  return voiceConversationOutcomes.find((outcome) => outcome === value) ?? 'answered';
}

/** A conversation as its provider reads it, the server's own labels in `language`. */
export function summaryView(
  row: VoiceConversationRow,
  language: Language = 'en',
): VoiceConversationSummary {
  const end = row.endedAt ?? row.lastTurnAt;
  return {
    id: row.id,
    channel: channelOf(row.channel),
    startedAt: row.startedAt.toISOString(),
    durationSeconds: Math.max(0, Math.floor((end.getTime() - row.startedAt.getTime()) / 1000)),
    caller: callerWords(row.caller, language),
    outcome: outcomeOf(row.outcome),
    summary: summaryWords(row.summary, row.outcome === 'message_taken', language),
  };
}

export function turnView(row: VoiceTurnRow, language: Language = 'en'): VoiceTurn {
  return {
    role: row.role === 'agent' ? 'agent' : 'caller',
    text: turnWords(row.text, language),
    at: row.at.toISOString(),
    sources: row.sources,
  };
}

export function detailsView(
  row: VoiceConversationRow,
  turns: readonly VoiceTurnRow[],
  language: Language = 'en',
): VoiceConversationDetails {
  return {
    ...summaryView(row, language),
    turns: turns.map((turn) => turnView(turn, language)),
    message: row.message,
  };
}
