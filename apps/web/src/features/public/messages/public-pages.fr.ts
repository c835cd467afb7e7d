import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './public-pages.en';

/**
 * The public site's shared pages in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’) ; a non-breaking space comes before
 * a colon.
 */
export default {
  notFoundTitle: 'Page introuvable',
  notFoundDescription: 'Cette page n’existe pas.',
  notFoundArticleDescription: 'Cet article n’existe pas.',
  notFoundExplanation:
    'Nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
  goHome: 'Aller à la page d’accueil',
  notFoundVisitHelp: 'Consulter le centre d’aide',
  notFoundGuides:
    'Vous cherchez des guides? Consultez le <blog>blogue</blog> ou <safety>choisir un service de garde en toute sécurité</safety>.',

  errorCode: 'Erreur {code}',
  errorHeading: 'Un problème est survenu',
  errorAdvice:
    'Veuillez réessayer dans un instant. Si le problème persiste, écrivez à {supportEmail} en mentionnant l’erreur {code}.',
  errorBack: 'Revenir en arrière',
  errorNetwork: 'Erreur réseau : impossible de joindre le serveur.',
  errorServer: 'Erreur du serveur',
  errorRequest: 'Erreur de requête',

  blogHeadTitle: 'Blogue : des guides pour les familles de Toronto',
  blogHeadDescription:
    'Des guides clairs sur les listes d’attente, les permis, les frais et le choix d’un service de garde à Toronto et en Ontario.',
  blogEyebrow: 'Blogue',
  blogTitle: 'Des guides pour les familles de Toronto',
  blogLead:
    'Des guides clairs sur les listes d’attente, les permis, les frais et le choix d’un service de garde, avec des liens vers les sources officielles.',
  articleByline: '<time>{date}</time> · {author}',
  blogAllArticles: '← Tous les articles',

  policiesHeadTitle: 'Politiques',
  policiesHeadDescription:
    'La politique de confidentialité, les conditions d’utilisation et la politique relative aux témoins de {productName}.',
  policiesTitle: 'Nos politiques',
  policiesLead:
    'Comment {productName} traite vos renseignements et à quelles conditions vous utilisez le service. Pour toute question sur vos renseignements personnels : {privacyEmail}.',

  licensesTitle: 'Licences et sources de données',
  licensesHeadDescription:
    'Les données ouvertes de la Ville de Toronto et les logiciels libres derrière {productName}, avec leurs licences.',
  licensesEyebrow: 'Licences',
  licensesLead:
    '{productName} repose sur des données ouvertes et des logiciels libres. Cette page remercie les uns et les autres.',
  licensesOpenDataHeading: 'Données ouvertes de Toronto',
  licensesOpenDataSource:
    'Notre répertoire des garderies agréées provient du jeu de données <dataset>« {datasetName} »</dataset> publié par <publisherLink>{publisher}</publisherLink> (Services à l’enfance), dans sa version du {snapshotDate}.',
  licensesOpenDataTerms:
    '<strong>{attribution}.</strong> Les données sont utilisées en vertu de la licence <licence>{licenceName}</licence>. La Ville de Toronto n’approuve pas {productName}. Les places autorisées indiquées dans les données sont la capacité de chaque garderie, et non ses places libres.',
  licensesSoftwareHeading: 'Logiciels libres',
  licensesNotGenerated:
    'La liste des paquets libres est produite lors de la compilation de l’application Web, et cette copie a été compilée sans elle. Exécutez <code>npm run build</code> pour la produire.',
  licensesSoftwareIntro:
    '{productName} repose sur des paquets libres : ceux de l’application Web s’exécutent dans votre navigateur, les autres sur nos serveurs. Nous remercions leurs auteurs. Chacun est utilisé selon la licence indiquée. Un paquet utilisé aux deux endroits figure dans les deux listes.',
  licensesBrowserTitle: 'Dans votre navigateur',
  licensesBrowserIntro: 'L’application Web de {productName} comprend ces {count} paquets.',
  licensesServerTitle: 'Sur nos serveurs',
  licensesServerIntro: 'Le serveur de {productName} fonctionne grâce à ces {count} paquets.',
  licensesPackage: '<title>{name}</title> <facts>{version} · {licenses}</facts>',
  licensesPackageWithPublisher:
    '<title>{name}</title> <facts>{version} · {licenses} · {publisher}</facts>',
  licensesTextOf: 'Texte de la licence de {name}',
} satisfies Messages<keyof typeof english>;
