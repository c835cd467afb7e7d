import { ageGroupChoices, serviceChoices } from '../flows/broadcast-catalogue.ts';

/**
 * The parsers word why an answer is refused in English, the same whatever the chat's language;
 * a French chat rewords those sentences here, in one table, so the parsers stay one language
 * (docs/decisions/i18n.md, "Assistant and voice agent in French"). A sentence not in the table
 * is left as it is.
 */
const frenchLabels = new Map(
  [...ageGroupChoices, ...serviceChoices].map((choice) => [
    choice.label,
    choice.frenchLabel ?? choice.label,
  ]),
);
const labelInFrench = (label: string): string => frenchLabels.get(label) ?? label;

const reasons: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [
    /Please give a number from (\d+) to (\d+)\./g,
    (from, to) => `Donnez un nombre de ${from} à ${to}.`,
  ],
  [
    /Your centre is licensed for (\d+) (.+?) spaces\./g,
    (count, label) => `Votre centre a un permis pour ${count} places (${labelInFrench(label)}).`,
  ],
  [
    /I could not find a number in that answer\./g,
    () => 'Je n’ai pas trouvé de nombre dans cette réponse.',
  ],
  [/The number cannot be negative\./g, () => 'Le nombre ne peut pas être négatif.'],
  [/Please give a whole number, like 4\./g, () => 'Donnez un nombre entier, par exemple 4.'],
  [
    /I found more than one number there; please give one\./g,
    () => 'J’ai trouvé plus d’un nombre ; donnez-en un seul.',
  ],
  [
    /That looks like a date, not a number of spaces\./g,
    () => 'Cela ressemble à une date, pas à un nombre de places.',
  ],
  [
    /I could not read a date there\. Try something like "September 1" or "2027-01-05"\./g,
    () => 'Je n’ai pas pu lire de date. Essayez par exemple « 1er septembre » ou « 2027-01-05 ».',
  ],
  [
    /(\S+) has already passed; please give today or a later date\./g,
    (day) => `Le ${day} est déjà passé ; donnez aujourd’hui ou une date plus tard.`,
  ],
  [/(\S+) is not a real date\./g, (day) => `${day} n’est pas une vraie date.`],
  [
    /Please choose from: (.+)\./g,
    (list) =>
      `Choisissez parmi : ${list
        .split(', ')
        .map((item) =>
          item.replace(
            /^(\d+\. )(.+)$/,
            (_all, n: string, label: string) => n + labelInFrench(label),
          ),
        )
        .join(', ')}.`,
  ],
  [/Please type the business name\./g, () => 'Écrivez le nom de l’entreprise.'],
  [/Please type the greeting\./g, () => 'Écrivez le message d’accueil.'],
  [
    /The (business name|greeting) can be at most (\d+) characters; yours has (\d+)\./g,
    (what, max, length) =>
      `${what === 'greeting' ? 'Le message d’accueil' : 'Le nom de l’entreprise'} peut compter au plus ${max} caractères ; le vôtre en a ${length}.`,
  ],
  [
    /I could not find a phone number there\. Please write it like \+14151231234\./g,
    () => 'Je n’ai pas trouvé de numéro de téléphone. Écrivez-le comme ceci : +14151231234.',
  ],
  [
    /([+\d() -]+?) is not a complete phone number\. Please write it in E\.164 format, like \+14151231234\./g,
    (number) =>
      `${number} n’est pas un numéro de téléphone complet. Écrivez-le au format E.164, comme ceci : +14151231234.`,
  ],
  [
    /I could not find a web address there\. Please write it like https:\/\/example\.ca\./g,
    () => 'Je n’ai pas trouvé d’adresse Web. Écrivez-la comme ceci : https://example.ca.',
  ],
  [
    /Use a web address starting with http:\/\/ or https:\/\//g,
    () => 'Utilisez une adresse Web qui commence par http:// ou https://',
  ],
  [
    /(\S+) is not a web address\. Please write it like https:\/\/example\.ca\./g,
    (address) =>
      `${address} n’est pas une adresse Web. Écrivez-la comme ceci : https://example.ca.`,
  ],
  [
    /(\S+) is not a web site name\. Please write it like https:\/\/example\.ca\./g,
    (host) => `${host} n’est pas un nom de site Web. Écrivez-le comme ceci : https://example.ca.`,
  ],
  [/That web address is too long\./g, () => 'Cette adresse Web est trop longue.'],
  [
    /Today is unknown, so I cannot read dates\./g,
    () => 'La date d’aujourd’hui est inconnue : je ne peux pas lire de date.',
  ],
  [/I could not read the time "(.+?)"\./g, (time) => `Je n’ai pas pu lire l’heure « ${time} ».`],
  [
    /In "(.+?)" the closing time must be after the opening time\./g,
    (range) => `Dans « ${range} », l’heure de fermeture doit suivre l’heure d’ouverture.`,
  ],
  [
    /Two of those periods overlap on the same day; please give each day once\./g,
    () => 'Deux de ces périodes se chevauchent le même jour ; donnez chaque jour une seule fois.',
  ],
  [/Please give at most three periods a day\./g, () => 'Donnez au plus trois périodes par jour.'],
  [
    /I could not find opening hours there\. Try something like "Mon-Fri 7:30am to 6pm"\./g,
    () =>
      'Je n’ai pas trouvé d’heures d’ouverture. Essayez par exemple « du lundi au vendredi de 7 h 30 à 18 h ».',
  ],
  [
    /Which days are those hours for\? For example "weekdays 8 to 5"\./g,
    () => 'Pour quels jours sont ces heures ? Par exemple « en semaine de 8 h à 17 h ».',
  ],
  [
    /No time was selected in the picker; please choose at least one\./g,
    () => 'Aucune heure n’a été choisie dans le sélecteur ; choisissez-en au moins une.',
  ],
];

/** `text` with every refusal sentence the table knows in French. */
export function reasonsInFrench(text: string): string {
  let words = text;
  for (const [pattern, french] of reasons) {
    words = words.replace(pattern, (_whole, ...groups: unknown[]) =>
      french(...groups.filter((group): group is string => typeof group === 'string')),
    );
  }
  return words;
}
