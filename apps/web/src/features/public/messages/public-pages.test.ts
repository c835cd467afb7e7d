import { describe, expect, it } from 'vitest';
import { specMessages } from '@kinderwait/contract/messages';
import english from './public-pages.en';

describe('the public pages’ English error words', () => {
  it('are SPEC’s, word for word', () => {
    expect(english.errorNetwork).toBe(
      `${specMessages.networkErrorPrefix}the server could not be reached.`,
    );
    expect(english.errorServer).toBe(specMessages.serverError);
    expect(english.errorRequest).toBe(specMessages.requestError);
  });
});
