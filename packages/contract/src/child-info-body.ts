import { z } from 'zod';
import {
  careNoteMaxLength,
  childLanguagesMax,
  childNameMaxLength,
  ChildLocation,
  childrenMessages,
  DateOfBirth,
  personNamePattern,
} from './children.ts';
import { formRuleMessages } from './rules/form-rules.ts';
import { PhoneNumber } from './rules/phone-number.ts';
import { safeText } from './rules/safe-text.ts';

// Apart from children.ts so that the screens which only read children (their lists, error words)
// do not load the phone rule and libphonenumber-js's metadata with it (docs/decisions/performance.md).

function personName(field: string) {
  return safeText(
    z
      .string({ error: formRuleMessages.required({ field }) })
      .trim()
      .min(1, formRuleMessages.required({ field }))
      .max(childNameMaxLength, `${field} can be at most ${childNameMaxLength} characters`)
      .regex(personNamePattern, childrenMessages.nameCharacters(field)),
  );
}

function careNote() {
  return safeText(z.string().trim().max(careNoteMaxLength), { multiLine: true }).default('');
}

/**
 * POST /enrollment/saveChildInfo body. Without `id` it creates a child; with `id` it replaces
 * that child's information (every field is sent each time, as the form holds them all).
 */
export const SaveChildInfoBody = z.object({
  id: z.uuid().optional(),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  dateOfBirth: DateOfBirth,
  /** Codes from GET /enrollment/getLanguages: the languages the child speaks or hears at home. */
  languages: z
    .array(safeText(z.string().min(2).max(3)))
    .max(childLanguagesMax)
    .default([]),
  allergies: careNote(),
  medicalConditions: careNote(),
  /** Medication given at care, with dose and times, if any. */
  medications: careNote(),
  dietaryNeeds: careNote(),
  /** Developmental, behavioural or accessibility needs the educators should plan for. */
  specialNeeds: careNote(),
  /** Ontario requires up-to-date immunisation (or an exemption) before a child starts care. */
  immunizationsUpToDate: z.boolean().nullable().default(null),
  emergencyContactName: safeText(z.string().trim().max(120)).default(''),
  emergencyContactPhone: PhoneNumber.nullable().default(null),
  emergencyContactRelationship: safeText(z.string().trim().max(60)).default(''),
  /** Anything else the family wants a centre to know. */
  notes: careNote(),
  /** Null: the child follows the parent's saved location (the default). */
  location: ChildLocation.nullable().default(null),
});
export type SaveChildInfoBody = z.input<typeof SaveChildInfoBody>;
export type SaveChildInfoData = z.output<typeof SaveChildInfoBody>;
