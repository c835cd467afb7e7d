import type {
  VoiceConversationChannel,
  VoiceConversationDetails,
  VoiceConversationOutcome,
  VoiceConversationSummary,
  VoiceTurn,
} from '@kinderwait/contract';
import { voiceConversationChannels, voiceConversationOutcomes } from '@kinderwait/contract';
import type { VoiceConversationRow, VoiceTurnRow } from './voice-agent.repository.ts';

/** What the list shows as the caller of a test chat. */
export const testChatCaller = 'Test chat';

/** A website visitor, told apart by the start of the conversation's id (no one is identified). */
export function widgetVisitorCaller(conversationId: string): string {
  return `Website visitor ${conversationId.slice(0, 6)}`;
}

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

export function summaryView(row: VoiceConversationRow): VoiceConversationSummary {
  const end = row.endedAt ?? row.lastTurnAt;
  return {
    id: row.id,
    channel: channelOf(row.channel),
    startedAt: row.startedAt.toISOString(),
    durationSeconds: Math.max(0, Math.floor((end.getTime() - row.startedAt.getTime()) / 1000)),
    caller: row.caller,
    outcome: outcomeOf(row.outcome),
    summary: row.summary,
  };
}

export function turnView(row: VoiceTurnRow): VoiceTurn {
  return {
    role: row.role === 'agent' ? 'agent' : 'caller',
    text: row.text,
    at: row.at.toISOString(),
    sources: row.sources,
  };
}

export function detailsView(
  row: VoiceConversationRow,
  turns: readonly VoiceTurnRow[],
): VoiceConversationDetails {
  return { ...summaryView(row), turns: turns.map(turnView), message: row.message };
}
