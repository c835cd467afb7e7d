import { expect, test } from 'vitest';
import { z } from 'zod';
import { specMessages } from '@kinderwait/contract/messages';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import { providerWaitlistMessages } from '@kinderwait/contract/provider-waitlist';
import { offersMessages } from '@kinderwait/contract/offers';
import { childNameMaxLength, childrenMessages } from '@kinderwait/contract/children';
import { SaveChildInfoBody } from '@kinderwait/contract/child-info-body';
import { formRuleMessages } from '@kinderwait/contract/rules/form-rules';
import { phoneNumberMessages } from '@kinderwait/contract/rules/phone-number';
import { safeTextMessages } from '@kinderwait/contract/rules/safe-text';
import { listingClaimsMessages } from '@kinderwait/contract/listing-claims';
import { providerProfileMessages } from '@kinderwait/contract/childcare-provider-edit';
import { knowledgeBaseMessages } from '@kinderwait/contract/knowledge-base';
import { surveysMessages } from '@kinderwait/contract/surveys';
import { voiceAssistantMessages } from '@kinderwait/contract/voice-assistants';
import { registrationMessages, userNameRule } from '@kinderwait/contract/registration';
import english from './messages/validation.en';
import french from './messages/validation.fr';

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

test('the English validation words are the contract’s, word for word', () => {
  expect(english.addressIncomplete).toBe(specMessages.addressIncomplete);
  expect(english.distanceRange).toBe(waitlistMessages.distanceRange);
  expect(english.providerTypesRequired).toBe(waitlistMessages.providerTypesRequired);
  expect(english.requestedStartDateFormat).toBe(waitlistMessages.startDateFormat);
  expect(english.requestedStartDateInPast).toBe(waitlistMessages.startDateInPast);
  expect(english.requestedStartDateTooFar).toBe(waitlistMessages.startDateTooFar);
  expect(fill(english.requestedStartDateBeforeBirth, { dateOfBirth: '2024-05-01' })).toBe(
    waitlistMessages.startDateBeforeBirth('2024-05-01'),
  );
  expect(english.weightRange).toBe(providerWaitlistMessages.weightRange);
  expect(english.deadlineRange).toBe(providerWaitlistMessages.deadlineRange);
  expect(english.startDateFormat).toBe(offersMessages.startDateFormat);
  expect(english.startDateInPast).toBe(offersMessages.startDateInPast);
  expect(english.startDateTooFar).toBe(offersMessages.startDateTooFar);
  expect(english.deadlineFormat).toBe(offersMessages.deadlineFormat);
  expect(english.deadlineTooSoon).toBe(offersMessages.deadlineTooSoon);
  expect(english.deadlineTooFar).toBe(offersMessages.deadlineTooFar);
  expect(fill(english.nameCharacters, { field: 'First name' })).toBe(
    childrenMessages.nameCharacters('First name'),
  );
  expect(english.dateOfBirthFormat).toBe(childrenMessages.dateOfBirthFormat);
  expect(english.dateOfBirthTooFarAhead).toBe(childrenMessages.dateOfBirthTooFarAhead);
  expect(english.dateOfBirthTooOld).toBe(childrenMessages.dateOfBirthTooOld);
  const field = english.fieldFirstName;
  expect(fill(english.ruleRequired, { field })).toBe(formRuleMessages.required({ field }));
  expect(fill(english.ruleAlphaSpaces, { field })).toBe(formRuleMessages.alpha_spaces({ field }));
  expect(fill(english.rulePostalCode, { field })).toBe(formRuleMessages.postal_code({ field }));
  expect(fill(english.ruleDefault, { field })).toBe(formRuleMessages.default({ field }));
  expect(english.phoneNotE164).toBe(phoneNumberMessages.notE164);
  expect(english.phoneNotPossible).toBe(phoneNumberMessages.notPossible);
  expect(english.unsafeSingleLine).toBe(safeTextMessages.singleLine);
  expect(english.unsafeMultiLine).toBe(safeTextMessages.multiLine);
  expect(english.claimCodeFormat).toBe(listingClaimsMessages.codeFormat);
  expect(english.notADate).toBe(providerProfileMessages.notADate);
  expect(english.endBeforeStart).toBe(providerProfileMessages.endBeforeStart);
  expect(english.overlappingHours).toBe(providerProfileMessages.overlappingHours);
  expect(english.listedTwice).toBe(providerProfileMessages.listedTwice);
  expect(english.webAddressNotHttp).toBe(providerProfileMessages.websiteNotHttp);
  expect(english.webAddressNotHttp).toBe(knowledgeBaseMessages.urlNotHttp);
  expect(english.webAddressNotHttp).toBe(voiceAssistantMessages.websiteNotHttp);
  expect(english.webAddressWithCredentials).toBe(knowledgeBaseMessages.urlWithCredentials);
  expect(english.surveyDataInvalid).toBe(surveysMessages.surveyDataInvalid);
  expect(english.userNameFormat).toBe(userNameRule.description);
  expect(english.userNameTaken).toBe(registrationMessages.userNameTaken);
  expect(english.emailNotValid).toBe(registrationMessages.emailInvalid);
  expect(english.emailTaken).toBe(registrationMessages.emailTaken);
});

test('the English words of a child’s name are the contract schema’s', () => {
  const issues = (firstName: string) =>
    SaveChildInfoBody.shape.firstName.safeParse(firstName).error?.issues.map((one) => one.message);
  expect(issues('A'.repeat(childNameMaxLength + 1))).toContain(
    fill(english.nameTooLong, { field: english.fieldFirstName, maximum: childNameMaxLength }),
  );
  expect(
    SaveChildInfoBody.shape.lastName.safeParse('').error?.issues.map((one) => one.message),
  ).toContain(fill(english.ruleRequired, { field: english.fieldLastName }));
});

test('the English words of zod’s own checks are zod’s', () => {
  const first = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;
  expect(first(z.string().max(3), 'abcd')).toBe(fill(english.textTooLong, { maximum: 3 }));
  expect(first(z.string().min(2), 'a')).toBe(fill(english.textTooShort, { minimum: 2 }));
  expect(first(z.number().max(3), 4)).toBe(fill(english.numberTooBig, { maximum: 3 }));
  expect(first(z.number().min(2), 1)).toBe(fill(english.numberTooSmall, { minimum: 2 }));
  expect(first(z.array(z.string()).max(1), ['a', 'b'])).toBe(
    fill(english.listTooLong, { maximum: 1 }),
  );
  expect(first(z.array(z.string()).min(1), [])).toBe(fill(english.listTooShort, { minimum: 1 }));
  expect(first(z.email(), 'x')).toBe(english.invalidEmail);
  expect(first(z.union([z.string(), z.number()]), true)).toBe(english.invalidInput);
});

test('the French words keep the numbers the English ones give', () => {
  for (const [key, message] of Object.entries(english)) {
    const numbers = message.replace(/\{[^}]*\}/g, '').match(/\b\d+\b/g) ?? [];
    const frenchMessage = french[key as keyof typeof english];
    for (const number of numbers) {
      expect(frenchMessage, key).toMatch(new RegExp(`\\b${number}\\b`));
    }
  }
});
