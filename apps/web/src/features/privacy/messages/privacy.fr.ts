import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './privacy.en';

/**
 * The words of the user's own data and of the deletion emails' pages in Canadian French, as a
 * parent in Ontario reads them (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  sectionTitle: 'Vos données',
  sectionIntro:
    'Obtenez une copie de tout ce que nous conservons sur vous et vos enfants, ou supprimez votre compte.',
  download: 'Télécharger mes données',
  downloadIntro:
    'Nous préparons une archive de votre compte, de vos enfants, de leurs demandes et offres, de vos avis, conversations et paiements, et vous envoyons un lien par courriel.',
  queued:
    'Nous préparons votre archive. Nous vous enverrons un lien par courriel quand elle sera prête.',
  ready: 'Votre archive est prête. Le lien fonctionne jusqu’au {until}.',
  downloadArchive: 'Télécharger l’archive',
  failed: 'Nous n’avons pas pu préparer votre archive. Veuillez réessayer.',
  expired: 'Votre dernière archive a expiré. Demandez-en une nouvelle quand vous en aurez besoin.',
  exportFailed: 'Nous n’avons pas pu demander votre archive. Veuillez réessayer.',
  deleteTitle: 'Supprimer mon compte',
  deleteIntro:
    'La suppression de votre compte retire votre profil, vos enfants et leurs demandes sur les listes d’attente. Vous confirmez par courriel, et vous avez {days, plural, one {# jour} other {# jours}} pour changer d’avis.',
  deleteButton: 'Supprimer mon compte',
  dialogTitle: 'Supprimer votre compte?',
  dialogText:
    'Nous vous enverrons un lien de confirmation par courriel. Une fois la suppression confirmée, vous êtes déconnecté, personne ne peut plus se connecter au compte, et celui-ci est supprimé définitivement après le délai de grâce. Les services de garde ne gardent qu’une ligne anonyme sur leurs listes d’attente, et les dossiers de paiement sont conservés sans votre nom, comme l’exige la loi fiscale.',
  dialogConfirm: 'M’envoyer le lien de confirmation',
  dialogCancel: 'Annuler',
  deleteAsked:
    'Vérifiez vos courriels : nous vous avons envoyé un lien pour confirmer la suppression de votre compte. Il fonctionne pendant {hours, plural, one {# heure} other {# heures}}.',
  deleteFailed: 'Nous n’avons pas pu lancer la suppression de votre compte. Veuillez réessayer.',
  accessTitle: 'Qui a consulté les renseignements de vos enfants',
  accessIntro:
    'Chaque fois que le personnel d’un service de garde ouvre sa liste d’attente ou modifie les priorités de votre enfant, c’est noté ici.',
  accessChild: 'Qui a consulté les renseignements de {child}',
  accessNone: 'Aucun service de garde n’a encore consulté les renseignements de {child}.',
  accessEntryViewed: '{actor} ({provider}) a consulté : {what}',
  accessEntryChanged: '{actor} ({provider}) a modifié : {what}',
  accessEntrySeparator: ' : ',
  someone: 'Un membre du personnel d’un service de garde',
  someProvider: 'un service de garde',
  accessLoadFailed: 'Nous n’avons pas pu charger le registre. Veuillez réessayer plus tard.',
  confirmPageTitle: 'Supprimer votre compte',
  confirmPageText:
    'Confirmez que vous voulez supprimer votre compte. Vous serez déconnecté, et le compte sera supprimé après le délai de grâce, sauf si vous le gardez avec le lien que nous vous envoyons par courriel.',
  confirmButton: 'Supprimer mon compte',
  confirmed:
    'Votre compte est fermé et sera supprimé le {date}. Nous vous avons envoyé par courriel un lien pour le garder d’ici là.',
  undoPageTitle: 'Garder votre compte',
  undoPageText: 'Votre compte est en attente de suppression. Gardez-le pour l’utiliser de nouveau.',
  undoButton: 'Garder mon compte',
  undone: 'Votre compte est conservé. Vous pouvez vous connecter de nouveau.',
  signIn: 'Se connecter',
  erasureLinkInvalid: 'Ce lien n’est pas valide ou a expiré.',
  exportLinkInvalid:
    'Ce lien de téléchargement n’est pas valide ou a expiré. Demandez une nouvelle archive.',
} satisfies Messages<keyof typeof english>;
