import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './about.en';

/** The about page in Canadian French (docs/product/glossary.md). */
export default {
  aboutTitle: 'À propos',
  aboutHeadDescription:
    'Pourquoi nous avons créé {productName} : une recherche de service de garde plus sereine pour les familles de {city} et des listes d’attente plus justes pour les personnes qui prennent soin de nos enfants.',
  whyHeading: 'Pourquoi nous avons créé {productName}',
  lead: 'Trouver un service de garde ne devrait pas être un deuxième emploi. Nous sommes une petite équipe torontoise qui rend la recherche plus sereine pour les parents et la liste d’attente plus juste pour les personnes qui prennent soin de nos enfants.',
  missionHeading: 'Notre mission',
  mission:
    'Chaque famille de {city} devrait pouvoir voir clairement ses options de garde, demander une place sans paperasse et savoir où elle en est. Chaque service de garde, du grand centre sans but lucratif à la personne qui garde des enfants chez elle, devrait pouvoir tenir une liste d’attente juste, à jour et facile à gérer.',
  startedHeading: 'Nos débuts',
  startedFamilies:
    '{productName} est né autour d’une table de cuisine. Deux de nos fondateurs attendaient leur premier enfant et ont commencé à chercher un service de garde comme le font la plupart des parents de Toronto : un tableur de garderies, un téléphone qui sonnait dans le vide, des messages vocaux restés sans réponse et des formulaires qui posaient les mêmes questions de façons légèrement différentes. Des mois plus tard, ils étaient inscrits sur plus de listes d’attente qu’ils ne pouvaient en suivre, sans savoir si l’une d’elles mènerait à une place.',
  startedProviders:
    'En parlant à des directrices et directeurs de garderie, nous avons découvert l’autre côté du problème. Les listes d’attente dormaient dans des classeurs et des boîtes de courriel, bien des familles inscrites avaient déjà trouvé une place ailleurs, et pourvoir une seule place pouvait demander des jours d’appels. Des deux côtés, chacun faisait de son mieux avec des outils mal adaptés.',
  doHeading: 'Ce que nous faisons',
  doCatalogue:
    'Nous répertorions toutes les garderies agréées de Toronto à partir des données ouvertes de la Ville ({centres} garderies au dernier relevé), pour que les parents voient de vraies options dès le premier jour.',
  doParents:
    'Les parents décrivent une seule fois le service de garde dont ils ont besoin, envoient des demandes à autant de services de garde qu’ils le souhaitent, puis suivent toutes leurs demandes au même endroit.',
  doProviders:
    'Les services de garde tiennent une liste d’attente par ordre de priorité, avisent les familles quand une place se libère et diffusent leurs places libres aux familles des environs ; les parents peuvent diffuser une demande de garde pour leur enfant à tous les services de garde qui correspondent. Les services de garde peuvent aussi configurer un agent vocal IA qui répond aux questions courantes des familles à partir de leur propre site Web et de leurs documents : dans un clavardage sur leur site Web et à un numéro de téléphone de Toronto qui leur est propre.',
  believeHeading: 'Nos convictions',
  believeHonest:
    '<strong>Une information honnête.</strong> Nous indiquons d’où viennent nos données et quand elles ont été mises à jour, et nous ne présentons jamais la capacité autorisée comme une place libre.',
  believePrivacy:
    '<strong>La vie privée de votre famille.</strong> Un service de garde ne voit les renseignements de votre enfant que lorsque vous lui envoyez une demande. Lisez notre <link>politique de confidentialité</link>.',
  believeSafety:
    '<strong>La sécurité d’abord.</strong> Nous dirigeons les familles vers les registres officiels des permis et expliquons les règles propres à chaque type de garde. Consultez <link>choisir un service de garde en toute sécurité</link>.',
  believeFair:
    '<strong>Justes envers les services de garde.</strong> Les services de garde décident à qui offrir une place, selon leur propre politique écrite de liste d’attente. Nous rendons cette politique plus facile à suivre, pas plus difficile.',
  madeHeading: 'Fait à Toronto',
  made: 'Nous sommes établis au centre-ville de Toronto et nous commençons ici à dessein : une ville, bien comprise, avant toute autre. Nous rencontrons des directrices et directeurs de garderie, des responsables de services de garde en milieu familial et des parents partout dans la ville, d’Etobicoke à Scarborough, et leurs commentaires décident de ce que nous construisons ensuite.',
  contactHeading: 'Nous joindre',
  contact:
    'Des questions, des idées ou un problème à signaler : écrivez à <support>{supportEmail}</support>. Les journalistes peuvent nous joindre à <press>{pressEmail}</press>, et si vous souhaitez travailler avec nous, consultez nos <careers>postes offerts</careers>.',
  address: '{legalName}, {mailingAddress}.',
} satisfies Messages<keyof typeof english>;
