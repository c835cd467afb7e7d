/**
 * The words of the website widget (docs/product/voice-agent.md#widget), in Canadian English and
 * French. A plain typed catalogue rather than the app's FormatJS one: the widget is a separate
 * script on providers' own pages, and the FormatJS runtime (about 13 kB gzip) would several times
 * its size for a dozen fixed sentences (docs/decisions/i18n.md, "Assistant and voice agent in
 * French").
 */
export interface WidgetTexts {
  launcher: string;
  dialogLabel: (businessName: string) => string;
  close: string;
  inputLabel: string;
  send: string;
  disclosure: string;
  loading: string;
  you: string;
  agent: string;
  unavailable: string;
  ended: string;
  tooMany: string;
  failed: string;
}

export const widgetTexts = {
  launcher: 'Questions? Ask us',
  dialogLabel: (businessName: string) => `Chat with ${businessName}'s assistant`,
  close: 'Close',
  inputLabel: 'Your question',
  send: 'Send',
  disclosure: 'An automated assistant answers here. It can take a message for the centre.',
  loading: 'Loading…',
  you: 'You',
  agent: 'Assistant',
  unavailable: 'The assistant is not available right now. Please call the centre.',
  ended: 'This conversation has ended. Ask again to start a new one.',
  tooMany: 'Too many messages. Please wait a minute and try again.',
  failed: 'The message could not be sent. Please try again.',
} as const satisfies WidgetTexts;

export const frenchWidgetTexts = {
  launcher: 'Des questions ? Écrivez-nous',
  dialogLabel: (businessName: string) => `Clavarder avec l’assistant de ${businessName}`,
  close: 'Fermer',
  inputLabel: 'Votre question',
  send: 'Envoyer',
  disclosure: 'Un assistant automatisé répond ici. Il peut prendre un message pour le centre.',
  loading: 'Chargement…',
  you: 'Vous',
  agent: 'Assistant',
  unavailable: 'L’assistant n’est pas disponible pour le moment. Veuillez appeler le centre.',
  ended:
    'Cette conversation est terminée. Posez une autre question pour en commencer une nouvelle.',
  tooMany: 'Trop de messages. Veuillez patienter une minute, puis réessayer.',
  failed: 'Le message n’a pas pu être envoyé. Veuillez réessayer.',
} as const satisfies WidgetTexts;

export type WidgetLanguage = 'en' | 'fr';

/** The host page's language: French for `fr`, `fr-CA` or any `fr-…`; English otherwise. */
export function pageLanguage(page: Document): WidgetLanguage {
  const lang = page.documentElement.lang.trim().toLowerCase();
  return lang === 'fr' || lang.startsWith('fr-') ? 'fr' : 'en';
}

export const widgetTextsIn = (language: WidgetLanguage): WidgetTexts =>
  language === 'fr' ? frenchWidgetTexts : widgetTexts;
