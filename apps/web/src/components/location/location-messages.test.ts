import { expect, test } from 'vitest';
import { specMessages } from '@kinderwait/contract/messages';
import english from './messages/location.en';

test('the English words SPEC fixes are the contract’s, word for word', () => {
  expect(english.loadingAddress).toBe(specMessages.loadingAddress);
  expect(english.addressIncomplete).toBe(specMessages.addressIncomplete);
});
