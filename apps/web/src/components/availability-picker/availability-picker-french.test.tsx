import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { AvailabilitySlot } from '@kinderwait/contract/rules/availability';
import { availabilitySentence } from '@kinderwait/contract/rules/availability';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import type { Language } from '../../lib/i18n/language';
import { loadMessages } from '../../lib/i18n/use-messages';
import { AvailabilityPicker } from './availability-picker';
import { availabilityPickerCatalogue } from './availability-picker-messages';
import { availabilityWords } from './availability-words';
import english from './messages/availability-picker.en';

const chosen: AvailabilitySlot[] = [
  { day: 'Friday', timeOfDay: 'Evening' },
  { day: 'Monday', timeOfDay: 'Morning' },
];

async function renderPicker(language: Language) {
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(
      <I18nProvider language={language}>
        <AvailabilityPicker value={chosen} onChange={() => undefined} />
      </I18nProvider>,
    );
    return Promise.resolve();
  });
  return screen.findByRole('group');
}

describe('the availability picker in French', () => {
  test('names the days and times of day in French, with their hours on the 24-hour clock', async () => {
    const picker = await renderPicker('fr');
    expect(within(picker).getByRole('heading')).toHaveTextContent(
      'Quand avez-vous besoin d’un service de garde?',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Jour',
      'Matin',
      'Après-midi',
      'Soir',
      'Nuit',
    ]);
    expect(
      screen
        .getAllByRole('button', { pressed: false })
        .map((cell) => cell.getAttribute('aria-label')),
    ).toEqual([
      'lundi soir',
      'mardi soir',
      'mercredi soir',
      'jeudi soir',
      'samedi soir',
      'dimanche soir',
    ]);
    expect(screen.getByRole('button', { name: 'vendredi soir' })).toHaveTextContent('Vendredi');
    expect(picker).toHaveTextContent('Le soir (de 17 h à 21 h), chaque jour de la semaine.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mes disponibilités préférées : lundi - matin, vendredi - soir',
    );

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Nuit' }));
    expect(picker).toHaveTextContent('La nuit (de 21 h à 6 h)');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Jour' }));
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);

    // No word of the English catalogue is left on screen.
    const shown = picker.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
    for (const word of ['Monday', 'Friday', 'Morning', 'Evening'])
      expect(shown).not.toContain(word);
  });

  test('the English sentence is the product’s, word for word', async () => {
    const messages = await loadMessages(availabilityPickerCatalogue, 'en');
    const words = availabilityWords(
      {
        t: (key, values) => messages.formatMessage({ id: key }, values),
        intl: messages,
        language: 'en',
      },
      chosen,
    );
    expect(words).toBe(availabilitySentence(chosen));
    expect(words).toBe('My preferred schedule availability: Monday - Morning, Friday - Evening');
  });
});
