import { beforeAll, expect, test } from 'vitest';
import type { IntlShape } from '@formatjs/intl';
import { z } from 'zod';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import { SaveChildInfoBody } from '@kinderwait/contract/child-info-body';
import { loadMessages } from '../../lib/i18n/use-messages';
import { rememberWorded } from '../../lib/i18n/worded-texts';
import { validationCatalogue } from './validation-messages';
import { validationWords } from './validation-matcher';
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
