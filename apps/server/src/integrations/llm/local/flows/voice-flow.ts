import type { CreateVoiceAssistantBody } from '@kinderwait/contract';
import {
  ChildcareProviderProfile,
  completionToolNames,
  conversationMessages,
  voiceAssistantLimits,
} from '@kinderwait/contract';
import type { Bilingual, ReplyLanguage } from '../../reply-language.ts';
import type { Field, Flow } from '../conversation/flow.ts';
import { labelIn } from '../conversation/flow.ts';
import { frenchAutomatedAssistant } from '../conversation/conversation-words.ts';
import { parseText } from '../parsers/choices.ts';
import { parsed, refused } from '../parsers/parsed.ts';
import { parsePhone } from '../parsers/phones.ts';
import { parseWebsite } from '../parsers/urls.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { voiceFacts } from './voice-facts.ts';

export type VoiceValues = Partial<CreateVoiceAssistantBody>;
type Key = keyof CreateVoiceAssistantBody;
type VoiceField = Field<VoiceValues>;

const suggestedGreeting = (name: string | undefined, language: ReplyLanguage = 'en'): string =>
  language === 'fr'
    ? `Bonjour, merci d’appeler ${name ?? 'notre service de garde'}. Comment puis-je vous aider ?`
    : `Hello, thank you for calling ${name ?? 'us'}. How can I help you today?`;

/** A field of the voice flow that sets one key of the tool's input. */
function field(
  key: Key,
  label: Bilingual<string>,
  keywords: string[],
  question: (values: VoiceValues, language: ReplyLanguage) => string,
  read: (
    text: string,
    values: VoiceValues,
    language: ReplyLanguage,
  ) => ReturnType<typeof parseText>,
): VoiceField {
  return {
    id: key,
    label: label.en,
    frenchLabel: label.fr,
    keywords,
    isAnswered: (values) => values[key] !== undefined,
    question: (values, context) => question(values, context.language),
    answer: (values, input, context) => {
      const result = read(input.text, values, context.language);
      return result.ok ? parsed({ ...values, [key]: result.value }) : result;
    },
    clear: (values) => ({ ...values, [key]: undefined }),
    describe: (values, language) =>
      values[key] ?? (language === 'fr' ? 'non indiqué' : 'not given'),
  };
}

/** A field any text answers (a name, a greeting): a question or a greeting is not taken as it. */
const freeText = (...args: Parameters<typeof field>): VoiceField => ({
  ...field(...args),
  freeText: true,
});

/** The greeting callers hear: "Hello!" is an answer here, not small talk. */
const greetingField = (...args: Parameters<typeof field>): VoiceField => ({
  ...freeText(...args),
  takesGreetings: true,
});

const voiceFields: VoiceField[] = [
  freeText(
    'businessName',
    { en: 'Business name', fr: 'Nom de l’entreprise' },
    ['business name', 'name', 'nom'],
    (_values, language) =>
      language === 'fr'
        ? 'Quel est le nom de votre entreprise, tel que les appelants doivent l’entendre ?'
        : 'What is the name of your business, as callers should hear it?',
    (text) => parseText(text, voiceAssistantLimits.businessNameMaxLength, 'business name'),
  ),
  greetingField(
    'greeting',
    { en: 'Greeting', fr: 'Message d’accueil' },
    ['greeting', 'welcome message', 'first words', 'message d.accueil', 'accueil'],
    (values, language) =>
      language === 'fr'
        ? `Qu’est-ce que les appelants doivent entendre quand l’assistant répond ? Écrivez votre propre message d’accueil, ou dites « oui » pour utiliser : « ${suggestedGreeting(values.businessName, 'fr')} »`
        : `What should callers hear when the assistant answers? You can type your own greeting, or say "yes" to use: "${suggestedGreeting(values.businessName)}"`,
    (text, values, language) => {
      if (
        parseYesNo(text) === 'yes' ||
        /^(use (that|it|this)|default|the suggested one)\b/i.test(text.trim())
      ) {
        return parsed(suggestedGreeting(values.businessName, language));
      }
      // "No thanks" turns the suggestion down; it is not what callers should hear.
      if (parseYesNo(text) === 'no' && text.trim().split(/\s+/).length <= 3) {
        return refused(
          language === 'fr'
            ? 'Alors, écrivez le message d’accueil que les appelants doivent entendre.'
            : 'Then please type the greeting callers should hear.',
        );
      }
      return parseText(text, voiceAssistantLimits.greetingMaxLength, 'greeting');
    },
  ),
  field(
    'smsPhoneNumber',
    { en: 'Phone number for the SMS on creation', fr: 'Numéro pour le texto de création' },
    [
      'sms (?:phone )?(?:number)?',
      'text message (?:number)?',
      'sms',
      'mobile(?: number)?',
      'phone numbers?',
    ],
    (_values, language) =>
      language === 'fr'
        ? 'À quel numéro faut-il envoyer un texto quand votre assistant vocal sera prêt ? Écrivez-le au format E.164, par exemple +14151231234.'
        : 'Which phone number should get a text message (SMS) when your voice assistant is ready? Please write it in E.164 format, for example +14151231234.',
    (text) => parsePhone(text),
  ),
  field(
    'redirectPhoneNumber',
    { en: 'Phone number for call redirection', fr: 'Numéro de transfert des appels' },
    [
      'redirect(?:ion|ed)? (?:phone )?(?:number)?',
      'call redirection',
      'forwarding (?:phone )?(?:number)?',
      'redirect(?:ion)?',
      'forward(?:ing)?',
      'phone numbers?',
    ],
    (_values, language) =>
      language === 'fr'
        ? 'À quel numéro faut-il transférer les appels quand un appelant a besoin de parler à une personne ? Par exemple +14151231234.'
        : 'Which phone number should calls be redirected to when a caller needs a person? For example +14151231234.',
    (text) => parsePhone(text),
  ),
  field(
    'websiteUrl',
    { en: 'Website', fr: 'Site Web' },
    ['website(?: url| address)?', 'web ?site', 'url', 'web address', 'site'],
    (_values, language) =>
      language === 'fr'
        ? 'Quelle est l’adresse de votre site Web ? L’assistant le lit pour connaître votre service de garde (par exemple https://example.ca).'
        : 'What is your website address? The assistant reads it to learn about your childcare (for example https://example.ca).',
    (text) => parseWebsite(text, voiceAssistantLimits.websiteUrlMaxLength),
  ),
];

/** The profile's name, website and public phone, when they are usable as they are. */
function voiceValuesOf(profileInput: unknown): VoiceValues {
  const result = ChildcareProviderProfile.safeParse(profileInput);
  if (!result.success) return {};
  const { name, website, contactPhone } = result.data;
  const site = website === null ? null : parseWebsite(website);
  const phone = contactPhone === null ? null : parsePhone(contactPhone);
  return {
    ...(name === null || name.trim() === '' ? {} : { businessName: name }),
    ...(site?.ok === true ? { websiteUrl: site.value } : {}),
    ...(phone?.ok === true ? { redirectPhoneNumber: phone.value } : {}),
  };
}

/**
 * The voice agent onboarding chat (both provider roles), ending in CreateVoiceAssistant
 * (docs/product/voice-agent.md#setup-details).
 */
export const voiceFlow: Flow<VoiceValues> = {
  completionTool: completionToolNames.voiceAiAgent,
  initial: (profile) => voiceValuesOf(profile),
  fields: () => voiceFields,
  introduction: (values, context) => {
    const known = voiceFields
      .filter((one) => one.isAnswered(values))
      .map((one) => labelIn(one, context.language).toLowerCase());
    if (context.language === 'fr') {
      return [
        `Bonjour ${context.firstName ?? ''}`.trim() +
          ` ! ${frenchAutomatedAssistant} Je vais configurer votre agent vocal IA : le nom de votre entreprise, le message d’accueil des appelants, un numéro pour le texto quand il sera prêt, un numéro où transférer les appels, et votre site Web.`,
        'Je pose une question à la fois. Vous pouvez dire « retour », ou corriger une réponse à tout moment, par exemple « changer le message d’accueil pour Bonjour! ».',
        known.length === 0
          ? ''
          : `Votre profil m’indique déjà : ${known.join(', ')}. Je vous montrerai tout pour vérification avant de créer l’agent.`,
      ]
        .filter((line) => line !== '')
        .join('\n\n');
    }
    return [
      `Hi ${context.firstName ?? 'there'}! ${conversationMessages.automatedAssistant} I will set up your AI voice agent: your business name, the greeting callers hear, a phone number for the text message when it is ready, a phone number to redirect calls to, and your website.`,
      'I ask one question at a time. You can say "go back", or correct an answer at any time, for example "change the greeting to Hello!".',
      known.length === 0
        ? ''
        : `From your profile I already have: ${known.join(', ')}. I will show everything for you to check before creating the agent.`,
    ]
      .filter((line) => line !== '')
      .join('\n\n');
  },
  helpText:
    'I can only help you set up your AI voice agent here: its business name, the greeting callers hear, the phone numbers for its text message and for redirected calls, and your website.',
  frenchHelpText:
    'Ici, je peux seulement vous aider à configurer votre agent vocal IA : le nom de l’entreprise, le message d’accueil des appelants, les numéros pour son texto et pour les appels transférés, et votre site Web.',
  facts: (values, text, _context, focusId) => voiceFacts(values, text, focusId),
  toolInput: (values) => values,
  labelOfPath: ([key]) => voiceFields.find((one) => one.id === key)?.label,
  successText: (_values, language) =>
    language === 'fr'
      ? 'Votre agent vocal est en cours de création. Vous recevrez un texto au numéro indiqué dès qu’il sera prêt.'
      : 'Your voice agent is being created. You will get a text message at the number you gave once it is ready.',
};
