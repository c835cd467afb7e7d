import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { I18nProvider, useLanguage } from './i18n-provider';

function ShowLanguage() {
  return <p>{useLanguage()}</p>;
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('I18nProvider', () => {
  test('gives its language to the tree and to <html lang>', () => {
    render(
      <I18nProvider language="fr">
        <ShowLanguage />
      </I18nProvider>,
    );
    expect(screen.getByText('fr')).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });
});
