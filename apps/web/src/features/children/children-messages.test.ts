import { expect, test } from 'vitest';
import { specMessages } from '@kinderwait/contract/messages';
import { formRuleMessages } from '@kinderwait/contract/rules/form-rules';
import english from './messages/children.en';

test('the English words fixed elsewhere are the same, word for word', () => {
  expect(english.formFailed).toBe(specMessages.failedToCreateChild);
  expect(english.fieldDateOfBirthRequired).toBe(
    formRuleMessages.required({ field: english.fieldDateOfBirth }),
  );
});
