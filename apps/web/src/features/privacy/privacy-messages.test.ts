import { expect, test } from 'vitest';
import { privacyMessages } from '@kinderwait/contract/privacy';
import english from './messages/privacy.en';

test('the English words SPEC fixes are the contract’s, word for word', () => {
  expect(english.erasureLinkInvalid).toBe(privacyMessages.erasureLinkInvalid);
  expect(english.exportLinkInvalid).toBe(privacyMessages.exportLinkInvalid);
});
