import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './careers.en';

/** The careers page in Canadian French (docs/product/glossary.md). */
export default {
  careersTitle: 'Carrières',
  careersHeadDescription:
    'Postes offerts chez {productName} à {city} : développement logiciel, partenariats avec les services de garde et soutien aux familles. Postulez par courriel.',
  workWithUs: 'Travaillez avec nous',
  lead: 'Nous sommes une petite équipe à {city} qui rend la recherche d’un service de garde plus sereine pour les familles et les listes d’attente plus justes pour les services de garde. Si cela vous semble en valoir la peine, nous aimerions avoir de vos nouvelles.',
  howWeWorkHeading: 'Notre façon de travailler',
  workOwnership:
    'De petites équipes responsables d’un problème, de la première conversation jusqu’à la mise en production.',
  workPlainLanguage:
    'Un langage clair, des décisions consignées par écrit et le temps de bien faire les choses.',
  workFlexibleHours:
    'Un horaire souple, qui s’accommode des allers-retours à l’école et des journées de maladie.',
  workListening:
    'Nous parlons chaque semaine à des parents et à des services de garde ; toute l’équipe y participe.',
  openRolesHeading: 'Postes offerts',
  roleTeamLocation: '{team} · {location}',
  roleDo: 'Ce que vous ferez',
  roleLookingFor: 'Ce que nous recherchons',
  roleApply: 'Postuler au poste de {role} par courriel',
  applySubject: 'Candidature : {role}',
  howToApplyHeading: 'Comment postuler',
  howToApply:
    'Écrivez à <email>{careersEmail}</email> en indiquant le poste dans l’objet. Joignez votre curriculum vitæ et quelques lignes sur ce qui vous intéresse dans ce poste ; une lettre de présentation est la bienvenue, mais n’est pas obligatoire. Nous répondons à chaque candidature, habituellement dans un délai de deux semaines.',
  process:
    'Notre processus est court : une conversation avec la personne responsable du recrutement, un exercice pratique qui reflète le vrai travail (rémunéré s’il prend plus de deux heures) et une conversation avec l’équipe.',
  welcome:
    'Nous accueillons les candidatures de personnes de tous les horizons. Des mesures d’adaptation sont offertes sur demande à chaque étape du processus de sélection ; dites-nous ce dont vous avez besoin lorsque vous postulez.',
  noFit:
    'Vous ne voyez pas de poste qui vous convient? Écrivez-nous quand même et dites-nous sur quoi vous aimeriez travailler.',
} satisfies Messages<keyof typeof english>;
