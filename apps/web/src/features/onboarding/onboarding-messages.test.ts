import { expect, test } from 'vitest';
import { formRuleMessages } from '@kinderwait/contract/rules/form-rules';
import english from './messages/onboarding.en';

test('the English words the form rules fix are the contract’s, word for word', () => {
  expect(english.noChoice).toBe(formRuleMessages['select-required']({ item: 'role' }));
});
