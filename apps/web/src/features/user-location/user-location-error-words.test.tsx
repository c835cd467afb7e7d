import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, expect, test } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { loadMessages } from '../../lib/i18n/use-messages';
import { useUserLocationErrorWords } from './user-location-error-words';
import { userLocationCatalogue } from './user-location-messages';

beforeAll(() =>
  Promise.all([
    loadMessages(userLocationCatalogue, 'fr'),
    loadMessages(userLocationCatalogue, 'en'),
  ]),
);

function inLanguage(language: 'en' | 'fr') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider language={language}>{children}</I18nProvider>;
  };
}

test('the location errors are worded in the active language', () => {
  const french = renderHook(() => useUserLocationErrorWords(), { wrapper: inLanguage('fr') });
  expect(french.result.current.children_location_not_allowed).toBe(
    'Votre rôle ne permet pas de déplacer vos enfants avec votre adresse.',
  );
  expect(french.result.current.rate_limited).toBe(
    'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
  );
  const english = renderHook(() => useUserLocationErrorWords(), { wrapper: inLanguage('en') });
  expect(english.result.current.rate_limited).toBe(
    'Too many attempts in a short time. Wait a minute, then try again.',
  );
});
