/** The browser's speech recognition, where it exists (Chrome names it with a prefix). */
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    ((event: { resultIndex: number; results: ArrayLike<RecognitionResult> }) => void) | null;
  onspeechstart: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidates = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

export function recognitionAvailable(): boolean {
  return recognitionConstructor() !== null;
}

/**
 * Listens until stopped: each finished phrase goes to `onPhrase`, and `onSpeechStart` fires as
 * the caller begins to speak (to interrupt the agent).
 */
export function listen(
  language: string,
  onPhrase: (text: string) => void,
  onSpeechStart: () => void,
): (() => void) | null {
  const Constructor = recognitionConstructor();
  if (Constructor === null) return null;
  const recognition = new Constructor();
  let stopped = false;
  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.onspeechstart = onSpeechStart;
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      if (result?.isFinal === true) onPhrase(result[0].transcript.trim());
    }
  };
  // Recognition stops by itself after a silence: it listens again until the call ends.
  recognition.onend = () => {
    if (!stopped) recognition.start();
  };
  recognition.start();
  return () => {
    stopped = true;
    recognition.stop();
  };
}
