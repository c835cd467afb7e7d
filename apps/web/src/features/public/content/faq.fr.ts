import type { Faq } from './faq';

/** The help centre's questions in Canadian French: the same questions, in the same order, as faq.ts. */
export const frenchFaq: Faq = {
  parentFaq: [
    {
      question: 'Comment me connecter?',
      answer: [
        'Entrez votre adresse courriel et nous vous envoyons un lien de connexion. Ouvrez-le sur le même appareil et vous êtes connecté. Aucun mot de passe à retenir.',
        'Si le courriel n’arrive pas d’ici quelques minutes, vérifiez votre dossier de courrier indésirable ou de promotions, puis demandez un nouveau lien.',
      ],
    },
    {
      question: 'S’inscrire sur une liste d’attente garantit-il une place?',
      answer: [
        'Non. Une liste d’attente est une demande, et chaque service de garde offre ses places selon sa propre politique écrite de liste d’attente. En Ontario, les services de garde agréés doivent avoir une telle politique et doivent vous dire, si vous le demandez, où se trouve votre enfant sur la liste, d’une manière qui protège la vie privée des autres familles.',
        'Comme l’attente peut être longue, bien des familles s’inscrivent tôt sur plusieurs listes d’attente. KinderWait vous permet de le faire sans remplir un nouveau formulaire pour chaque service de garde.',
      ],
    },
    {
      question: 'Une garderie peut-elle me faire payer pour m’inscrire sur sa liste d’attente?',
      answer: [
        'En Ontario, les garderies agréées et les agences de services de garde en milieu familial agréées ne peuvent pas exiger de frais ni de dépôt pour inscrire votre enfant sur une liste d’attente. Des frais d’inscription ne peuvent être exigés qu’après qu’une place a été offerte et acceptée. Si un service de garde agréé vous demande de payer simplement pour vous inscrire sur une liste, vous pouvez le signaler au ministère de l’Éducation.',
      ],
    },
    {
      question: 'Tous les services de garde sur KinderWait sont-ils agréés?',
      answer: [
        'Non, et nous indiquons toujours de quel type de service de garde il s’agit. Les garderies agréées proviennent des données ouvertes de la Ville de Toronto. Les services de garde en milieu familial agréés travaillent avec une agence agréée. Les services de garde en milieu familial indépendants (non agréés) et les gardiennes et gardiens peuvent aussi s’inscrire ; la loi ontarienne limite le nombre d’enfants qu’ils peuvent garder et les oblige à vous informer par écrit qu’ils ne sont pas agréés.',
        'Notre guide de sécurité explique comment vérifier un permis et quoi demander à tout service de garde.',
      ],
    },
    {
      question: 'Que voient les services de garde au sujet de ma famille?',
      answer: [
        'Un service de garde ne voit le groupe d’âge de votre enfant, le service de garde demandé et vos coordonnées que lorsque vous lui envoyez une demande. Les autres services de garde ne les voient pas. Vous pouvez retirer une demande en tout temps.',
      ],
    },
    {
      question: 'Combien coûte KinderWait?',
      answer: [
        'Créer un compte, ajouter vos enfants, voir les services de garde qui correspondent et vous inscrire sur des listes d’attente ne coûtent rien. Certains extras facultatifs sont payants ; le prix est toujours affiché avant le paiement et vous ne serez jamais facturé sans l’avoir confirmé.',
      ],
    },
    {
      question: 'Puis-je utiliser KinderWait en français?',
      answer: [
        'Oui. Chaque écran, courriel et texto existe en français et en anglais. Le choix de la langue se fait en haut et en bas de chaque page ; une fois connecté, votre choix est enregistré dans votre profil, et les courriels et textos que nous vous envoyons le suivent.',
        'Les descriptions des services de garde restent dans la langue où ils les ont écrites. Pour trouver une garde en français, activez « Garde en français seulement » quand vous décrivez vos besoins de garde, ou sur la liste des services de garde qui conviennent.',
      ],
    },
    {
      question:
        'Comment me renseigner sur les réductions de frais et les subventions pour frais de garde?',
      answer: [
        'Bien des garderies agréées participent au système pancanadien d’apprentissage et de garde des jeunes enfants, l’AGJEPC (garde à 10 $ par jour), qui réduit les frais pour les enfants de moins de six ans. Les familles peuvent aussi demander à la Ville de Toronto une subvention pour frais de garde selon leur revenu. Notre article de blogue sur le paiement des services de garde à Toronto explique les deux et renvoie aux pages officielles.',
      ],
    },
  ],
  providerFaq: [
    {
      question: 'Ma garderie figure déjà dans le répertoire. Comment revendiquer sa fiche?',
      answer: [
        'Inscrivez-vous, choisissez le rôle de service de garde agréé et trouvez votre garderie. Nous confirmons que vous pouvez parler au nom de la garderie avant que vous puissiez modifier sa fiche ; vous pouvez ensuite ajouter vos groupes d’âge, vos heures et vos places libres.',
      ],
    },
    {
      question: 'KinderWait remplace-t-il notre propre politique de liste d’attente?',
      answer: [
        'Non. Vous gardez votre politique écrite de liste d’attente et c’est vous qui décidez à qui offrir une place. KinderWait présente chaque demande avec l’âge de l’enfant, l’horaire et la date de début souhaités, pour que vous puissiez ordonner la liste selon votre politique, et tient les familles informées.',
      ],
    },
    {
      question:
        'Les services de garde en milieu familial indépendants et les gardiennes et gardiens peuvent-ils s’inscrire?',
      answer: [
        'Oui. Si vous offrez un service de garde en milieu familial non agréé en Ontario, vous devez respecter les limites de la Loi de 2014 sur la garde d’enfants et la petite enfance quant au nombre d’enfants que vous gardez, et informer les parents par écrit que votre programme n’est pas agréé. Nous indiquons que votre fiche est non agréée.',
      ],
    },
    {
      question: 'À quoi sert la diffusion d’une place libre?',
      answer: [
        'Vous décrivez vos groupes d’âge, vos places et vos dates de début à notre assistant IA (ou dans votre profil), puis vous annoncez aux familles des environs les places libres d’un groupe d’âge : les familles dont les besoins correspondent et qui ont activé les alertes de disponibilité en sont informées, en commençant par les familles inscrites sur votre propre liste d’attente. Elles vous envoient une demande d’un seul geste, et c’est toujours vous qui décidez à qui offrir la place.',
        'L’inverse est aussi possible : un parent peut diffuser une demande de garde pour son enfant à tous les services de garde qui correspondent. Vous la voyez sans le nom ni les coordonnées de la famille, et vous répondez « intéressé » ou « pas maintenant ».',
      ],
    },
    {
      question: 'Qu’est-ce que l’agent vocal IA?',
      answer: [
        'Un assistant qui répond aux questions des familles quand vous ne pouvez pas le faire. Il apprend à partir de votre site Web et des documents que vous téléversez, répond aux questions courantes (heures, frais, places par âge, inscription sur votre liste d’attente) à partir de votre profil à jour, dit quand il ne sait pas, prend un message pour vous, et vous pouvez lire chaque conversation. Il répond dans un clavardage que vous ajoutez à votre propre site Web, dans un clavardage d’essai sur votre tableau de bord et, avec le forfait du numéro de téléphone, à son propre numéro de téléphone de Toronto (416, 647 ou 437) que les parents appellent directement.',
      ],
    },
  ],
};
