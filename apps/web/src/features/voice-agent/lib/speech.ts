/** Whether this browser can read text aloud (the Web Speech API's synthesis). */
export function speechAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance === 'function'
  );
}

/** Reads `text` aloud in `language`, cutting off what was still being read. */
export function speak(text: string, language: string): void {
  if (!speechAvailable()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (speechAvailable()) window.speechSynthesis.cancel();
}

/**
 * Reads `text` aloud, reporting how far it got (the character index of each word begun), so an
 * interruption can say what was heard.
 */
export function speakTracked(text: string, language: string, onWord: (upTo: number) => void): void {
  if (!speechAvailable()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language;
  utterance.onboundary = (event) => {
    onWord(event.charIndex);
  };
  utterance.onend = () => {
    onWord(text.length);
  };
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
