import { AxiosError, AxiosHeaders } from 'axios';
import { beforeAll, expect, test } from 'vitest';
import type { IntlShape } from '@formatjs/intl';
import { z } from 'zod';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import { SaveChildInfoBody } from '@kinderwait/contract/child-info-body';
import { loadMessages } from '../../lib/i18n/use-messages';
import { rememberWorded } from '../../lib/i18n/worded-texts';
import { validationCatalogue } from './validation-messages';
import { formatValidationDetail } from '@kinderwait/contract/validation-detail';
import { validationFailedCode } from '../../api/field-errors';
import { validationWords } from './validation-matcher';
import { wordedResolver } from './worded-resolver';
import type { ValidationWords } from './validation-words';

let french: ValidationWords;
let english: IntlShape;

beforeAll(async () => {
  english = await loadMessages(validationCatalogue, 'en');
  french = validationWords(english, await loadMessages(validationCatalogue, 'fr'));
});

test('a contract message reads in French', () => {
  expect(french.word(waitlistMessages.distanceRange)).toBe(
    'La distance doit être entre 1 et 50 km.',
  );
});

test('a templated message keeps its values, a known field name in French', () => {
  const tooLong = SaveChildInfoBody.shape.firstName.safeParse('A'.repeat(61)).error?.issues[0];
  expect(french.word(tooLong?.message ?? '')).toBe(
    'Le champ «\u00a0Prénom\u00a0» peut compter au plus 60 caractères.',
  );
  expect(french.word(waitlistMessages.startDateBeforeBirth('2024-05-01'))).toContain(
    '(2024-05-01)',
  );
  expect(french.word('Too big: expected string to have <=1000 characters')).toMatch(
    /^Ce texte peut compter au plus 1\s000 caractères\.$/,
  );
});

test('an unknown English message reads as a general French sentence', () => {
  expect(french.word('Something nobody words yet')).toBe('Cette valeur n’est pas valide.');
});

test('a message a catalogue has already worded is kept as it is', () => {
  const own = rememberWorded('Le champ «\u00a0Date de naissance\u00a0» est obligatoire');
  expect(french.word(own)).toBe(own);
});

test('zod’s own checks read in French through the parse’s error map', () => {
  const schema = z.object({ note: z.string().max(3), email: z.email(), age: z.number() });
  const issues = schema.safeParse({ note: 'abcd', email: 'x' }, { error: french.zodError }).error
    ?.issues;
  expect(issues?.map((one) => one.message)).toEqual([
    'Ce texte peut compter au plus 3 caractères.',
    'Cette adresse courriel n’est pas valide.',
    'Ce champ est obligatoire.',
  ]);
});

function refused(code: string, detail: string): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Bad request', '400', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers,
    config: { headers },
    data: { message: 'Invalid request', code, detail },
  });
}

test('a refused save’s field errors shown as one sentence read in French, said once each', () => {
  const detail = formatValidationDetail([
    { path: ['body', 'a'], message: 'Invalid input' },
    { path: ['body', 'b'], message: 'Something new' },
    { path: ['body', 'c'], message: waitlistMessages.distanceRange },
  ]);
  expect(french.failure(refused(validationFailedCode, detail), detail)).toBe(
    'Cette valeur n’est pas valide. La distance doit être entre 1 et 50 km.',
  );
  expect(french.failure(refused('claim_code_incorrect', 'That code is not right.'), 'Mot')).toBe(
    'Mot',
  );
});

test('a resolver’s messages are worded, nested ones included, its values untouched', async () => {
  const resolver = wordedResolver<{ name: string }, unknown, { name: string }>(
    () =>
      Promise.resolve({
        values: {},
        errors: { name: { type: 'too_big', message: waitlistMessages.distanceRange } },
      }),
    french.word,
  );
  const result = await resolver({ name: 'x' }, undefined, {
    fields: {},
    shouldUseNativeValidation: undefined,
  });
  expect(result.errors.name?.message).toBe('La distance doit être entre 1 et 50 km.');
});
