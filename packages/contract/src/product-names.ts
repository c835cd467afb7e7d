import { productCodes } from './billing.ts';

/**
 * What KinderWait sells, in French (Canada), keyed by the products' stable codes: the server
 * stores and serves one set of words per product (English, editable on the SuperAdmin's screen),
 * and these are their French counterparts, read by the web (every screen that names a product)
 * and available to the server's French texts. Each French text sits beside the English text it
 * translates: a text is shown in French only while the stored English is still that text, so a
 * SuperAdmin's edit (a new price in a feature, a new sentence) shows as written rather than as a
 * French translation of the old words. A product without French words here shows its own.
 */

/** One product's words in one language. */
export interface ProductWords {
  name: string;
  description: string;
  features: readonly string[];
}

/** A product's English words as seeded and their French translation, text by text. */
export interface ProductTranslation {
  en: ProductWords;
  fr: ProductWords;
}

/**
 * By code; the English exactly as migrations 0006_seed_products and 0023_broadcast stored it
 * (straight apostrophes included), features in the same order.
 */
export const productTranslations: Readonly<Record<string, ProductTranslation>> = {
  [productCodes.kinderwaitPlus]: {
    en: {
      name: 'KinderWait Plus',
      description:
        "For families looking for care: a text message the moment a spot opens, broadcasts of your child's needs to matching providers, and more help from the assistant.",
      features: [
        'A text message the moment a spot opens at a provider whose waitlist you joined',
        "5 broadcasts a month of your child's care needs to matching providers (1 without Plus)",
        '300 assistant messages a day (30 without Plus)',
        'Cancel any time: Plus runs to the end of the month you paid for',
      ],
    },
    fr: {
      name: 'KinderWait Plus',
      description:
        'Pour les familles qui cherchent un service de garde : un texto dès qu’une place se libère, la diffusion des besoins de votre enfant aux services de garde qui conviennent, et plus d’aide de l’assistant.',
      features: [
        'Un texto dès qu’une place se libère chez un service de garde dont vous avez rejoint la liste d’attente',
        '5 diffusions par mois des besoins de garde de votre enfant aux services de garde qui conviennent (1 sans Plus)',
        '300 messages à l’assistant par jour (30 sans Plus)',
        'Annulez en tout temps : Plus reste actif jusqu’à la fin du mois payé',
      ],
    },
  },
  [productCodes.voiceAssistantSetup]: {
    en: {
      name: 'Voice Assistant Setup',
      description:
        "An AI voice agent that answers parents' questions about your program, built from your website and your documents.",
      features: [
        'A voice agent built from your website and the documents you upload',
        'A guided set-up chat, and your knowledge base kept up to date',
        '30 minutes a month of test calls in the app',
        'One-time fee, no subscription',
      ],
    },
    fr: {
      name: 'Configuration de l’agent vocal',
      description:
        'Un agent vocal IA qui répond aux questions des parents sur votre programme, bâti à partir de votre site Web et de vos documents.',
      features: [
        'Un agent vocal bâti à partir de votre site Web et des documents que vous téléversez',
        'Une conversation guidée pour le configurer, et votre base de connaissances tenue à jour',
        '30 minutes d’appels d’essai par mois dans l’application',
        'Des frais uniques, sans abonnement',
      ],
    },
  },
  [productCodes.voiceAssistantPhoneNumber]: {
    en: {
      name: 'Voice Assistant Phone Number',
      description:
        'A Toronto phone number your voice agent answers, with voice minutes included every month.',
      features: [
        'A local Toronto number (416, 647 or 437) your voice agent answers',
        '300 voice minutes a month included',
        'Calls passed to your own phone when a caller asks for a person',
        'Cancel any time: the number works to the end of the month you paid for',
      ],
    },
    fr: {
      name: 'Numéro de téléphone de l’agent vocal',
      description:
        'Un numéro de téléphone de Toronto auquel répond votre agent vocal, avec des minutes d’appel incluses chaque mois.',
      features: [
        'Un numéro local de Toronto (416, 647 ou 437) auquel répond votre agent vocal',
        '300 minutes d’appel par mois incluses',
        'Les appels transférés à votre propre téléphone quand un appelant demande à parler à quelqu’un',
        'Annulez en tout temps : le numéro fonctionne jusqu’à la fin du mois payé',
      ],
    },
  },
  [productCodes.broadcastOrder]: {
    en: {
      name: 'Broadcast',
      description:
        "One broadcast, sent once to everyone on KinderWait who matches it: a child's care need to the providers who can take the child, or an open spot to the families nearby looking for one.",
      features: [
        "Sent once to every match: providers for a family's need, families nearby for a provider's open spot",
        'Answers come back to you in the app, by email and (with Plus) by text',
        "Pay per broadcast, no subscription; the month's allowance is used first",
      ],
    },
    fr: {
      name: 'Diffusion',
      description:
        'Une diffusion, envoyée une seule fois à tous ceux qu’elle concerne sur KinderWait : les besoins de garde d’un enfant aux services de garde qui peuvent l’accueillir, ou une place libre aux familles à proximité qui en cherchent une.',
      features: [
        'Envoyée une seule fois à tous ceux qu’elle concerne : les services de garde pour les besoins d’une famille, les familles à proximité pour la place libre d’un service de garde',
        'Les réponses vous parviennent dans l’application, par courriel et (avec Plus) par texto',
        'Un paiement par diffusion, sans abonnement; les diffusions incluses dans votre mois servent d’abord',
      ],
    },
  },
};

/**
 * A product text in French: its translation while `stored` is still the English text it
 * translates, else `stored` as it is (a SuperAdmin's own words, or a product with none here).
 */
function frenchOf(stored: string, english: readonly string[], french: readonly string[]): string {
  const index = english.indexOf(stored);
  return index === -1 ? stored : (french[index] ?? stored);
}

/** A product's name in French by its code, or `stored` (see `productTranslations`). */
export function productNameFr(code: string, stored: string): string {
  const translation = productTranslations[code];
  if (translation === undefined) return stored;
  return frenchOf(stored, [translation.en.name], [translation.fr.name]);
}

/** A product's words in French by its code, text by text (see `productTranslations`). */
export function productWordsFr(code: string, stored: ProductWords): ProductWords {
  const translation = productTranslations[code];
  if (translation === undefined) return stored;
  const { en, fr } = translation;
  return {
    name: frenchOf(stored.name, [en.name], [fr.name]),
    description: frenchOf(stored.description, [en.description], [fr.description]),
    features: stored.features.map((feature) => frenchOf(feature, en.features, fr.features)),
  };
}
