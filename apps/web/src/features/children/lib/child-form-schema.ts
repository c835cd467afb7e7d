import { z } from 'zod';
import type { ChildInfo } from '@kinderwait/contract/children';
import { SaveChildInfoBody } from '@kinderwait/contract/child-info-body';
import { ChildLocation, DateOfBirth } from '@kinderwait/contract/children';
import type { ChildrenMessages } from '../children-messages';
import { dateOfBirthRangeProblem } from '@kinderwait/contract/rules/date-of-birth';
import { formatPhoneNumber, OptionalPhoneField } from '../../../lib/phone-number';

/** The three answers to "Are the child's immunizations up to date?" (null on the wire: not sure). */
export const immunizationChoices = ['yes', 'no', 'unknown'] as const;
export type ImmunizationChoice = (typeof immunizationChoices)[number];

/** Where a child's care is searched from: the parent's saved address, or one of its own. */
export const locationChoices = ['parent', 'child'] as const;
export type LocationChoice = (typeof locationChoices)[number];

function immunizationsOf(choice: ImmunizationChoice): boolean | null {
  if (choice === 'yes') return true;
  if (choice === 'no') return false;
  return null;
}

function immunizationChoiceOf(value: boolean | null): ImmunizationChoice {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return 'unknown';
}

/**
 * The child form's schema, its own messages in the active language: the contract's SaveChildInfoBody (its rules and messages, the server's),
 * with what the form holds differently: the date of birth required first
 * (docs/product/platform.md#form-rules) and checked against the server's range rule, the
 * immunization answer as yes/no/not sure, the emergency phone typed as text (empty for none, read
 * as Canadian without a country code) and the location as a choice plus the child's own place.
 */
export function childFormSchema({ t }: ChildrenMessages) {
  return SaveChildInfoBody.extend({
    dateOfBirth: z
      .string()
      .trim()
      .min(1, t('fieldDateOfBirthRequired'))
      .pipe(DateOfBirth)
      .superRefine((value, context) => {
        const problem = dateOfBirthRangeProblem(value);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      }),
    immunizationsUpToDate: z.enum(immunizationChoices).transform(immunizationsOf),
    emergencyContactPhone: OptionalPhoneField,
    locationChoice: z.enum(locationChoices),
    location: ChildLocation.nullable(),
  })
    .refine((values) => values.locationChoice === 'parent' || values.location !== null, {
      message: t('locationRequired'),
      path: ['location'],
      // Checked with the other fields' problems, so one submit names them all.
      when: () => true,
    })
    .transform(({ locationChoice, location, ...body }) => ({
      ...body,
      location: locationChoice === 'child' ? location : null,
    }));
}
export type ChildFormInput = z.input<ReturnType<typeof childFormSchema>>;
export type ChildFormOutput = z.output<ReturnType<typeof childFormSchema>>;

/** Fields a 400 answer may name, in the form's order (the first gets the focus). */
export const childFormFields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'languages',
  'allergies',
  'medicalConditions',
  'medications',
  'dietaryNeeds',
  'specialNeeds',
  'immunizationsUpToDate',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelationship',
  'notes',
  'location',
] as const;
export type ChildFormField = (typeof childFormFields)[number];

/** The form's starting values: empty for a new child, the saved ones for an edit. */
export function childFormValues(child?: ChildInfo): ChildFormInput {
  return {
    id: child?.id,
    firstName: child?.firstName ?? '',
    lastName: child?.lastName ?? '',
    dateOfBirth: child?.dateOfBirth ?? '',
    languages: child?.languages ?? [],
    allergies: child?.allergies ?? '',
    medicalConditions: child?.medicalConditions ?? '',
    medications: child?.medications ?? '',
    dietaryNeeds: child?.dietaryNeeds ?? '',
    specialNeeds: child?.specialNeeds ?? '',
    immunizationsUpToDate: immunizationChoiceOf(child?.immunizationsUpToDate ?? null),
    emergencyContactName: child?.emergencyContactName ?? '',
    emergencyContactPhone:
      child?.emergencyContactPhone == null ? '' : formatPhoneNumber(child.emergencyContactPhone),
    emergencyContactRelationship: child?.emergencyContactRelationship ?? '',
    notes: child?.notes ?? '',
    locationChoice: child?.location == null ? 'parent' : 'child',
    location: child?.location ?? null,
  };
}
