import type { Messages } from '../../i18n/messages.ts';
import type english from './privacy-emails.en.ts';

export default {
  greetingNamed: 'Bonjour {name},',
  exportSubject: 'Vos données {product} sont prêtes à télécharger',
  exportWhat:
    'La copie de vos données que vous avez demandée est prête : votre compte, vos enfants, leurs demandes de liste d’attente et leurs offres, vos avis, vos conversations et vos paiements.',
  exportFormat:
    'L’archive est un fichier ZIP. summary.txt la décrit en mots; data.json contient les mêmes données sous une forme que d’autres programmes peuvent lire.',
  exportAction: 'Télécharger mes données',
  exportUntil:
    'Le lien fonctionne jusqu’au {date} ({days} jours); l’archive est alors supprimée. Toute personne qui a le lien peut la télécharger : ne transférez donc pas ce courriel.',
  exportNotYou: 'Si vous n’avez rien demandé, écrivez à {privacyEmail}.',
  confirmSubject: 'Confirmez la suppression de votre compte {product}',
  confirmWhat:
    'Vous nous avez demandé de supprimer votre compte. La suppression efface votre profil, vos enfants et leurs demandes de liste d’attente. Les services de garde gardent une ligne anonyme sur leurs listes d’attente, et les dossiers de paiement sont conservés sans votre nom, comme l’exige la loi fiscale.',
  confirmThen:
    'Après votre confirmation, votre compte est fermé immédiatement et supprimé {days} jours plus tard. D’ici là, vous pouvez changer d’avis.',
  confirmAction: 'Confirmer la suppression de mon compte',
  confirmValidity:
    'Ce lien fonctionne pendant {hours} heures. Si vous n’avez rien demandé, ignorez ce courriel : rien ne change.',
  scheduledSubject: 'Votre compte {product} sera supprimé le {date}',
  scheduledWhat:
    'Votre compte est fermé : personne ne peut s’y connecter. Il sera supprimé définitivement le {date}.',
  scheduledUndo:
    'Vous avez changé d’avis? Gardez votre compte avec le bouton ci-dessous, à tout moment d’ici là.',
  scheduledAction: 'Garder mon compte',
  questions: 'Des questions : {privacyEmail}.',
} satisfies Messages<keyof typeof english>;
