import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './safety.en';

/**
 * The safety page in Canadian French (docs/product/glossary.md). The laws and offices keep the
 * names Ontario gives them in French.
 */
export default {
  safetyTitle: 'Choisir un service de garde en toute sécurité',
  safetyHeadDescription:
    'Comment vérifier le permis d’un service de garde en Ontario, les règles de la garde en milieu familial non agréée, les questions à poser, la vérification des antécédents en vue d’un travail auprès de personnes vulnérables et comment signaler une inquiétude.',
  eyebrow: 'Sécurité',
  lead: 'Quelle que soit la personne que vous choisissez, vous lui confiez votre enfant. Voici comment vérifier un service de garde en Ontario, ce qu’exige la loi et vers qui vous tourner si quelque chose vous inquiète.',
  kindsHeading: 'Sachez de quel type de service de garde il s’agit',
  kindCentres:
    '<strong>Les garderies agréées</strong> sont titulaires d’un permis du ministère de l’Éducation de l’Ontario en vertu de la Loi de 2014 sur la garde d’enfants et la petite enfance. Elles doivent respecter des règles sur les qualifications du personnel, le ratio entre le personnel et les enfants, la taille des groupes, la santé, la sécurité, la nutrition et la programmation, et elles sont inspectées.',
  kindLicensedHome:
    '<strong>La garde en milieu familial agréée</strong> a lieu au domicile d’une personne liée par contrat à une agence de services de garde en milieu familial agréée. L’agence visite et surveille le domicile ; la personne peut garder jusqu’à six enfants de moins de 13 ans.',
  kindUnlicensedHome:
    '<strong>La garde en milieu familial non agréée</strong> est légale en Ontario dans certaines limites (voir plus bas), mais la personne n’est ni titulaire d’un permis ni inspectée régulièrement par la province.',
  kindBabysitters:
    '<strong>Les gardiennes, gardiens et nounous</strong> qui s’occupent de vos enfants chez vous ne sont pas titulaires d’un permis de la province. Les vérifications, les références et les ententes sont votre responsabilité.',
  licenceHeading: 'Vérifiez le permis',
  licenceSearch:
    'Cherchez n’importe quelle garderie ou agence de services de garde en milieu familial dans le <finder>localisateur de services de garde d’enfants de l’Ontario</finder>. Un programme qui n’y figure pas n’est pas agréé. Le localisateur présente le permis et des renseignements tirés des inspections du ministère. Une garderie agréée doit aussi afficher son permis : demandez à le voir lors de votre visite.',
  licenceChanges:
    'Chaque garderie que nous répertorions à partir des données ouvertes de la Ville de Toronto était agréée au moment de la publication des données, mais un permis peut changer. Consultez le localisateur avant de décider.',
  unlicensedHeading: 'Règles de la garde en milieu familial non agréée',
  unlicensedIntro:
    'En vertu de la <ccyea>Loi de 2014 sur la garde d’enfants et la petite enfance</ccyea>, une personne qui offre un service de garde non agréé :',
  unlicensedFive:
    'peut garder au plus cinq enfants de moins de 13 ans à la fois, et ses propres jeunes enfants sont comptés dans cette limite ;',
  unlicensedUnderTwo:
    'ne peut garder qu’un petit nombre d’enfants de moins de deux ans, selon une limite distincte et plus basse ;',
  unlicensedInWriting:
    'doit vous informer par écrit que le programme n’est pas agréé par le gouvernement de l’Ontario.',
  unlicensedComplaints:
    'Les services de garde non agréés ne sont pas inspectés régulièrement. Le ministère de l’Éducation enquête sur les plaintes, par exemple au sujet d’une personne qui garde plus d’enfants que la loi ne le permet. Les nombres exacts et les exceptions sont précisés sur la page <rules>Ontario.ca : Règles relatives aux services de garde d’enfants en vertu de la Loi sur la garde d’enfants et la petite enfance</rules>.',
  askHeading: 'Questions à poser à tout service de garde',
  askLicensed:
    'Votre programme est-il agréé? S’il s’agit de garde en milieu familial, quelle agence vous supervise?',
  askHowMany: 'Combien d’enfants gardez-vous à la fois, et quel âge ont-ils?',
  askWhoElse:
    'Qui d’autre sera avec mon enfant, et qui d’autre vit dans le domicile ou le fréquente?',
  askTraining:
    'Quelle formation avez-vous, vous et votre personnel? Êtes-vous formés en premiers soins et en RCR?',
  askTypicalDay:
    'À quoi ressemble une journée type, y compris le temps à l’extérieur, les repas et les siestes?',
  askHealth: 'Comment gérez-vous le comportement, les allergies, les médicaments et les maladies?',
  askEmergency: 'Que se passe-t-il en cas d’urgence, et quand vous êtes malade ou en vacances?',
  askUpdates:
    'Comment me tiendrez-vous au courant de la journée de mon enfant? Puis-je passer à tout moment?',
  askFees:
    'Quels sont les frais, que comprennent-ils, et quelle est la politique de préavis et de remboursement?',
  visitHeading: 'Visitez avant de décider',
  visit:
    'Visitez pendant la journée, quand les enfants sont là, et restez assez longtemps pour vous faire une idée des lieux. Recherchez des éducatrices et éducateurs chaleureux et attentifs, qui se mettent à la hauteur des enfants ; des enfants occupés et à l’aise ; des pièces et un espace extérieur propres et sécuritaires ; et des espaces de sommeil sécuritaires pour les bébés. Demandez à voir où votre enfant mangerait, jouerait et dormirait.',
  referencesHeading: 'Vérifiez les références',
  references:
    'Demandez au moins deux références de familles dont les enfants sont ou étaient récemment gardés par ce service, et appelez-les. Demandez-leur ce qu’elles ont apprécié, ce qu’elles changeraient, et si elles choisiraient de nouveau le même service de garde.',
  checksHeading: 'Vérification des antécédents en vue d’un travail auprès de personnes vulnérables',
  checks:
    'La vérification des antécédents en vue d’un travail auprès de personnes vulnérables est une vérification du casier judiciaire par la police pour les personnes qui travaillent avec des enfants. Les garderies agréées et les agences de services de garde en milieu familial doivent l’obtenir pour les personnes qui s’occupent des enfants. Pour un service de garde non agréé ou une gardienne, demandez si la personne a une vérification récente pour elle-même et pour tout adulte du domicile, et demandez à la voir.',
  instinctsHeading: 'Fiez-vous à votre instinct',
  instincts:
    'Si quelque chose vous semble anormal, vous avez le droit de continuer à chercher. Observez comment votre enfant réagit après les premiers jours et les premières semaines, et parlez rapidement au service de garde de tout ce qui vous inquiète. Un bon service de garde accueille les questions.',
  reportHeading: 'Signaler une inquiétude',
  reportDanger: 'Si un enfant est en danger immédiat, composez le 911.',
  reportAbuse:
    'Si vous soupçonnez qu’un enfant est victime de mauvais traitements ou de négligence, communiquez avec une société d’aide à l’enfance. En Ontario, toute personne qui a des motifs raisonnables de soupçonner qu’un enfant a besoin de protection doit le signaler.',
  reportMinistry:
    'Pour porter plainte au sujet d’un programme agréé, ou d’un service de garde non agréé qui semble enfreindre les règles, communiquez avec le bureau des permis des services de garde d’enfants du ministère de l’Éducation. Consultez la page <rules>Ontario.ca : Règles relatives aux services de garde d’enfants en vertu de la Loi sur la garde d’enfants et la petite enfance</rules>.',
  reportUs:
    'Dites-le-nous aussi, à <email>{supportEmail}</email>, pour que nous puissions examiner la fiche du service de garde sur {productName}.',
  moreHelp:
    'Pour en savoir plus : <findPay>Ontario.ca : Trouver et payer des services de garde d’enfants</findPay> et <toronto>Ville de Toronto : Services de garde agréés</toronto>.',
} satisfies Messages<keyof typeof english>;
