import type { VoiceAnswerSource, VoiceMessage } from '@kinderwait/contract';
import { toSafeText, VoiceMessage as VoiceMessageSchema } from '@kinderwait/contract';

/**
 * The answering engine's words, passed through the text rule before they are stored (they come
 * from a model and from crawled pages, which obey no rule of ours).
 */
export function storedAnswerText(text: string): string {
  return toSafeText(text, { multiLine: true }).trim();
}

export function storedSources(sources: readonly VoiceAnswerSource[]): VoiceAnswerSource[] {
  return sources.map((source) =>
    source.kind === 'fact'
      ? { kind: 'fact', name: storedAnswerText(source.name), value: storedAnswerText(source.value) }
      : {
          kind: 'passage',
          itemKey: storedAnswerText(source.itemKey),
          itemName: storedAnswerText(source.itemName),
          sourceUrl: source.sourceUrl === null ? null : storedAnswerText(source.sourceUrl),
          excerpt: storedAnswerText(source.excerpt),
        },
  );
}

/** The message taken, when it is one the contract accepts (E.164 number, safe text); else null. */
export function storedMessage(message: VoiceMessage | null): VoiceMessage | null {
  if (message === null) return null;
  const parsed = VoiceMessageSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/** The engine's dialogue state, every string in it under the text rule (it is stored as JSON). */
export function storedState<State>(state: State): State {
  return JSON.parse(JSON.stringify(state), (_key, value: unknown) =>
    typeof value === 'string' ? storedAnswerText(value) : value,
  ) as State;
}
