import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import english from './messages/countdown.en';
import { DeadlineCountdown } from './deadline-countdown';
import { countdownCatalogue } from './countdown-messages';
import { loadMessages } from '../../lib/i18n/use-messages';
// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() =>
  Promise.all([countdownCatalogue].map((catalogue) => loadMessages(catalogue, 'fr'))),
);

describe('DeadlineCountdown in French', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-23T17:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('says the deadline with an fr-CA date and 24-hour time, and the days left in French', async () => {
    const { container } = await act(() => {
      const rendered = render(
        <I18nProvider language="fr">
          <DeadlineCountdown deadlineAt="2026-11-26T04:59:00.000Z" />
        </I18nProvider>,
      );
      return Promise.resolve(rendered);
    });

    expect(
      screen.getByText('Répondez d’ici le mercredi 25 novembre à 23 h 59 (heure de Toronto)'),
    ).toBeVisible();
    expect(screen.getByTestId('countdown')).toHaveTextContent('Il reste 2 jours 11:59:00');

    const shown = container.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
    expect(shown).not.toContain('left');
  });

  test('says when the time to answer has passed', async () => {
    await act(() => {
      render(
        <I18nProvider language="fr">
          <DeadlineCountdown deadlineAt="2026-11-23T16:00:00.000Z" />
        </I18nProvider>,
      );
      return Promise.resolve();
    });
    expect(screen.getByText('Le délai pour répondre est passé')).toBeVisible();
  });
});
