import { expect, test } from 'vitest';
import { formRuleMessages } from '@kinderwait/contract/rules/form-rules';
import english from './messages/auth.en';

test('the English form rule words are the contract’s, word for word', () => {
  const field = english.emailLabel;
  expect(english.fieldRequired.replace('{field}', field)).toBe(
    formRuleMessages.required({ field }),
  );
  expect(english.fieldInvalid.replace('{field}', field)).toBe(formRuleMessages.default({ field }));
});
