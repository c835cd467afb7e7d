import type { ChildcareProviderProfile } from '@kinderwait/contract';
import { ageGroupNameIn } from '../../i18n/catalogue-words.ts';
import { calendarDayWords } from '../../i18n/formats.ts';

/**
 * The onboarding chats' welcome messages in French (docs/decisions/i18n.md): the chat shows the
 * server's words as they are, so a French chat's first message is written here, saying what the
 * English one says (onboarding-chat-configuration.ts keeps the English, word for word).
 */

/** "Bonjour Ada !", or "Bonjour !" without a first name (the English says "there"). */
function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim() ?? '';
  return `${name === '' ? 'Bonjour' : `Bonjour ${name}`} ! Je suis un assistant automatisé.`;
}

const noAgeGroups =
  'Aucun groupe d’âge n’est encore configuré. Ajoutez des groupes d’âge pour montrer aux parents de quels enfants vous pouvez vous occuper.';

/** The broadcast welcome message, as `broadcastWelcomeMessage` words it in English. */
export function frenchBroadcastWelcome(
  profile: ChildcareProviderProfile,
  accountFirstName: string | null,
): string {
  if (profile.user === null) {
    return [
      `${greeting(accountFirstName)} Votre profil de diffusion n’est pas encore configuré. Pour montrer votre service de garde aux parents, remplissez :`,
      '- votre profil de service de garde\n- les groupes d’âge\n- les services\n- les heures d’ouverture',
      'Je peux vous aider à le configurer maintenant : répondez à mes questions et je le remplirai pour vous.',
    ].join('\n\n');
  }
  const hello = greeting(profile.user.firstName);
  if (profile.ageGroups.length === 0) {
    return [hello, noAgeGroups, 'Je peux vous aider à les ajouter maintenant.'].join('\n\n');
  }
  const groups = profile.ageGroups.map((group) => {
    const name =
      group.name.trim() === '' ? `Groupe d’âge ${String(group.id)}` : ageGroupNameIn(group, 'fr');
    const spaces = group.availableSpaces ?? 0;
    const start =
      group.availableStartDate === null
        ? 's.o.'
        : `à partir du ${calendarDayWords(group.availableStartDate, 'fr')}`;
    return `- ${name} : ${String(spaces)} ${spaces > 1 ? 'places libres' : 'place libre'}, ${start}`;
  });
  return [
    hello,
    `Votre profil de diffusion :\n\n${groups.join('\n')}`,
    'Je peux vous aider à mettre à jour vos groupes d’âge, vos places, vos dates de début, vos heures d’ouverture et vos services.',
  ].join('\n\n');
}

/** The voice agent's welcome message, as `welcomeTexts.voice` words it in English. */
export function frenchVoiceWelcome(firstName: string | null | undefined): string {
  return `${greeting(firstName)} Je vais configurer votre agent vocal IA : il répond à votre téléphone, accueille les appelants et leur parle de votre service de garde. J’ai besoin du nom de votre entreprise, du message d’accueil que les appelants entendront, d’un numéro de téléphone pour le texto qui vous avisera quand l’agent sera prêt, d’un numéro de téléphone vers lequel rediriger les appels, et de votre site Web.`;
}
