import type { EditChildcareProviderBody } from '@kinderwait/contract';
import { completionToolNames, conversationMessages } from '@kinderwait/contract';
import type { Flow } from '../conversation/flow.ts';
import { labelIn } from '../conversation/flow.ts';
import { frenchAutomatedAssistant } from '../conversation/conversation-words.ts';
import {
  ageGroupsField,
  hoursField,
  nameField,
  servicesField,
  spacesField,
  startDateField,
} from './broadcast-fields.ts';
import type { BroadcastValues } from './broadcast-values.ts';
import { broadcastValuesOf, startDateApplies } from './broadcast-values.ts';
import { broadcastFacts } from './broadcast-facts.ts';

/**
 * The broadcast onboarding chat (both provider roles): the business name, the services, the age
 * groups and, for each, the spaces and the start date, then the opening hours; it ends in
 * EditChildcareProvider with the Profile and AgeGroups parts.
 */
export const broadcastFlow: Flow<BroadcastValues> = {
  completionTool: completionToolNames.broadcast,
  initial: (profile) => broadcastValuesOf(profile),
  fields: (values) => [
    nameField,
    servicesField,
    ageGroupsField,
    // A group without spaces has no start date to ask.
    ...(values.ageGroupIds ?? []).flatMap((id) =>
      startDateApplies(values, id) ? [spacesField(id), startDateField(id)] : [spacesField(id)],
    ),
    hoursField,
  ],
  introduction: (values, context) => {
    const known = broadcastFlow
      .fields(values)
      .filter((field) => field.isAnswered(values))
      .map((field) => labelIn(field, context.language).toLowerCase());
    if (context.language === 'fr') {
      return [
        `Bonjour ${context.firstName ?? ''}`.trim() +
          ` ! ${frenchAutomatedAssistant} Je vais préparer ce que les parents voient de votre service de garde : les services offerts, vos groupes d’âge avec leurs places libres et leurs dates de début, et vos heures d’ouverture.`,
        'Je pose une question à la fois. Vous pouvez dire « retour », ou corriger une réponse à tout moment, par exemple « changer la date de début pour le 3 mars ».',
        known.length === 0
          ? ''
          : `Votre profil m’indique déjà : ${known.join(', ')}. Je vous montrerai tout pour vérification avant d’enregistrer.`,
      ]
        .filter((line) => line !== '')
        .join('\n\n');
    }
    return [
      `Hi ${context.firstName ?? 'there'}! ${conversationMessages.automatedAssistant} I will set up what parents see about your childcare: the services you offer, your age groups with their available spaces and start dates, and your opening hours.`,
      'I ask one question at a time. You can say "go back", or correct an answer at any time, for example "change the start date to March 3".',
      known.length === 0
        ? ''
        : `From your profile I already have: ${known.join(', ')}. I will show everything for you to check before saving.`,
    ]
      .filter((line) => line !== '')
      .join('\n\n');
  },
  helpText:
    'I can only help you set up your broadcast profile here: your business name, the kinds of care you offer, your age groups with their available spaces and start dates, and your opening hours.',
  frenchHelpText:
    'Ici, je peux seulement vous aider à préparer votre profil de diffusion : le nom de votre entreprise, les types de garde offerts, vos groupes d’âge avec leurs places libres et leurs dates de début, et vos heures d’ouverture.',
  facts: broadcastFacts,
  toolInput: (values): EditChildcareProviderBody => ({
    paths: ['Profile', 'AgeGroups'],
    profile: {
      name: values.name ?? '',
      description: values.description,
      languages: values.languages,
      childcareTypeIds: values.services ?? [],
    },
    ageGroups: (values.ageGroupIds ?? []).map((id) => ({
      id,
      availableSpaces: values.groups[id]?.spaces ?? 0,
      availableStartDate: startDateApplies(values, id)
        ? (values.groups[id]?.startDate ?? null)
        : null,
      hoursOfBusiness: values.hours ?? [],
    })),
  }),
  labelOfPath: (path, values) => {
    const [part, index, key] = path;
    if (part === 'profile') return index === 'name' ? nameField.label : servicesField.label;
    if (part !== 'ageGroups') return undefined;
    const id = (values.ageGroupIds ?? [])[Number(index)];
    if (id === undefined || key === 'id') return ageGroupsField.label;
    if (key === 'availableSpaces') return spacesField(id).label;
    if (key === 'availableStartDate') return startDateField(id).label;
    return hoursField.label;
  },
  successText: (_values, language) =>
    language === 'fr'
      ? 'Votre profil est enregistré : les parents voient maintenant vos groupes d’âge, vos places libres, vos dates de début, vos heures d’ouverture et vos services.'
      : 'Your profile is saved: parents can now see your age groups, available spaces, start dates, opening hours and services.',
};
