import type { OpenRole } from './open-roles';

/** The open roles in Canadian French: the same roles, ids and order as open-roles.ts. */
export const frenchOpenRoles: readonly OpenRole[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Développeuse ou développeur full-stack principal',
    team: 'Développement logiciel',
    location: 'Toronto, mode hybride (deux jours par semaine à notre bureau de la rue King)',
    summary:
      'Construisez le produit que les parents et les services de garde utilisent chaque jour, de l’assistant de liste d’attente au tableau de bord des services de garde, en TypeScript de bout en bout.',
    responsibilities: [
      'Concevoir, construire et livrer des fonctionnalités dans notre interface React et notre API Node.js, avec des tests.',
      'Garder l’application rapide et accessible sur un téléphone, même avec une connexion faible.',
      'Modéliser les règles des listes d’attente et de jumelage pour qu’elles restent justes à mesure que le répertoire grandit.',
      'Réviser du code, partager ce que vous apprenez et nous aider à choisir le prochain problème à résoudre.',
    ],
    lookingFor: [
      'Plusieurs années d’expérience dans la création d’applications Web en TypeScript ou en JavaScript.',
      'De l’aisance avec les bases de données relationnelles (nous utilisons PostgreSQL) et les API HTTP.',
      'Un souci de l’accessibilité, de la vie privée et du langage clair.',
      'Une expérience de React et de Node.js est utile ; la curiosité compte plus qu’une liste de compétences.',
    ],
  },
  {
    id: 'provider-partnerships-lead',
    title: 'Responsable des partenariats avec les services de garde',
    team: 'Partenariats',
    location: 'Toronto, mode hybride avec des visites de garderies partout dans la ville',
    summary:
      'Soyez la personne en qui les exploitants de services de garde ont confiance chez KinderWait : aidez les garderies et les services de garde en milieu familial à revendiquer leur fiche et à gérer leur liste d’attente avec nous.',
    responsibilities: [
      'Rencontrer des directrices et directeurs de garderie, des agences de services de garde en milieu familial et des services de garde indépendants partout à Toronto.',
      'Aider les services de garde à configurer leur fiche, leurs groupes d’âge et leur liste d’attente sur KinderWait.',
      'Rapporter à l’équipe produit ce que les services de garde vous disent, exemples à l’appui.',
      'Rédiger des guides clairs pour les services de garde sur l’utilisation de KinderWait avec leur propre politique de liste d’attente.',
    ],
    lookingFor: [
      'Une expérience en apprentissage et garde des jeunes enfants, par exemple comme EPEI ou superviseure de garderie, ou en partenariats avec de petits organismes.',
      'Une bonne connaissance du fonctionnement des services de garde agréés en Ontario.',
      'Une communication claire et bienveillante, en personne, au téléphone et par écrit.',
      'La connaissance du français ou d’une autre langue parlée par les familles de Toronto est un atout.',
    ],
  },
  {
    id: 'family-support-specialist',
    title: 'Spécialiste du soutien aux familles',
    team: 'Soutien',
    location: 'Toronto ou télétravail en Ontario',
    summary:
      'Aidez les parents à s’y retrouver dans leur recherche, répondez aux questions par courriel et par clavardage, et veillez à ce que chaque famille reçoive une réponse claire et aimable.',
    responsibilities: [
      'Répondre aux questions des parents et des services de garde, surtout par écrit, en un jour ouvrable.',
      'Expliquer le fonctionnement des listes d’attente, des permis et des subventions pour frais de garde, en renvoyant aux sources officielles.',
      'Repérer les questions récurrentes et nous aider à en corriger la cause dans le produit ou le centre d’aide.',
      'Garder nos articles d’aide exacts et à jour.',
    ],
    lookingFor: [
      'Une expérience en service à la clientèle, en travail communautaire ou auprès de familles ayant de jeunes enfants.',
      'De la patience, du discernement et une écriture très claire.',
      'Du soin dans le traitement des renseignements personnels.',
      'La connaissance du français est un atout.',
    ],
  },
];
