import { apiErrorCodes as contractCodes } from '@kinderwait/contract/errors';
import { describe, expect, it } from 'vitest';
import { apiErrorCodes } from './api-error-codes';

describe('apiErrorCodes', () => {
  it('lists exactly the contract error codes, in order', () => {
    expect(apiErrorCodes).toEqual(contractCodes);
  });
});
