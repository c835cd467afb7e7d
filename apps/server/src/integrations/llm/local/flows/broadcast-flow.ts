import type { EditChildcareProviderBody } from '@kinderwait/contract';
import { completionToolNames, conversationMessages } from '@kinderwait/contract';
import type { Flow } from '../conversation/flow.ts';
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
      .map((field) => field.label.toLowerCase());
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
  successText: () =>
    'Your profile is saved: parents can now see your age groups, available spaces, start dates, opening hours and services.',
};
