import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { QueryWrapper } from '../../test/query-wrapper';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import type { Language } from '../../lib/i18n/language';
import english from './messages/care-filters.en';
import {
  CareInFrenchField,
  ChildcareTypesField,
  DistanceField,
  FeeBracketsField,
  ProviderTypesField,
  StartDateField,
} from './filter-fields';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

function serveCatalogues() {
  const server = context.server;
  server.route('GET', cataloguesApiPaths.providerTypes, (_request, response) => {
    sendJson(response, 200, {
      items: [
        {
          id: 1,
          code: 'licensed-centre',
          name: 'Licensed child care centre',
          description: 'A centre licensed by the Ontario Ministry of Education.',
          selected: false,
        },
      ],
    });
  });
  server.route('GET', cataloguesApiPaths.childcareTypes, (_request, response) => {
    sendJson(response, 200, {
      items: [{ id: 6, code: 'weekends', name: 'Weekends', description: 'Care on Saturdays.' }],
    });
  });
  server.route('GET', cataloguesApiPaths.paymentOptions, (request, response) => {
    const hourly = request.url.includes('paymentOption=Hourly');
    const bracket = (id: number, minCents: number, maxCents: number | null, label: string) => ({
      id,
      paymentOption: hourly ? 'Hourly' : 'Daily',
      currency: 'CAD',
      minCents,
      maxCents,
      label,
    });
    sendJson(response, 200, {
      items: hourly
        ? [bracket(7, 0, 1800, 'Up to $18 an hour')]
        : [
            bracket(1, 0, 2200, 'Up to $22 a day (the CWELCC fee cap)'),
            bracket(2, 2201, 4000, '$22 to $40 a day'),
            bracket(6, 10001, null, 'More than $100 a day'),
          ],
    });
  });
}

/** Every field, as the broadcast's filter selection shows them, in one language. */
async function renderFields(language: Language) {
  serveCatalogues();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language}>
      <QueryWrapper>{children}</QueryWrapper>
    </I18nProvider>
  );
  const noop = () => undefined;
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(
      <main>
        <ProviderTypesField value={[]} onChange={noop} showRequired />
        <DistanceField value={12} onChange={noop} />
        <ChildcareTypesField value={[]} onChange={noop} />
        <CareInFrenchField value={false} onChange={noop} />
        <FeeBracketsField value={[2]} onChange={noop} />
        <StartDateField
          value="2026-12-01"
          onChange={noop}
          today="2026-11-23"
          child={{ firstName: 'Léa', dateOfBirth: '2027-01-04' }}
        />
      </main>,
      { wrapper: Wrapper },
    );
    return Promise.resolve();
  });
  return screen.getByRole('main');
}

describe('the care filters in French', () => {
  test('word the fields, the catalogues and the fees in French, with fr-CA formats', async () => {
    const main = await renderFields('fr');
    const types = await screen.findByRole('group', { name: 'Types de services de garde' });
    expect(within(types).getByRole('checkbox', { name: 'Garderie agréée' })).toBeInTheDocument();
    expect(types).toHaveTextContent('AGJEPC (garde à 10 $ par jour)');
    expect(types).toHaveTextContent(
      'Veuillez choisir au moins un type de service de garde dans la liste',
    );
    expect(main).toHaveTextContent('À 12 km ou moins');
    const kinds = await screen.findByRole('group', { name: 'Types de garde' });
    expect(within(kinds).getByRole('checkbox', { name: 'Fins de semaine' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Garde en français seulement' })).not.toBeChecked();
    const fees = await screen.findByRole('group', { name: 'Frais à la journée' });
    expect(
      within(fees)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent.replace(/\u00a0/g, ' ')),
      // fr-CA puts a non-breaking space before the dollar sign.
    ).toEqual([
      'Jusqu’à 22 $ par jour (le plafond de l’AGJEPC)',
      'De 22 $ à 40 $ par jour',
      'Plus de 100 $ par jour',
    ]);
    expect(screen.getByRole('tab', { name: 'À la journée (1)' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'À l’heure' }));
    expect(await screen.findByText('Jusqu’à 18 $ de l’heure')).toBeVisible();
    // A date before the expected birth, said with the French date.
    expect(main).toHaveTextContent(
      /ne peut pas précéder la naissance prévue de Léa \(lundi 4 janvier 2027\)/,
    );

    // No word of the English catalogue is left on screen.
    const shown = main.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
    expect(shown).not.toContain('Licensed');
  });

  test('English keeps the server’s names and fee labels and the contract’s words', async () => {
    const main = await renderFields('en');
    const types = await screen.findByRole('group', { name: 'Provider types' });
    expect(
      within(types).getByRole('checkbox', { name: 'Licensed child care centre' }),
    ).toBeInTheDocument();
    expect(types).toHaveTextContent(waitlistMessages.providerTypesRequired);
    expect(await screen.findByText('Up to $22 a day (the CWELCC fee cap)')).toBeVisible();
    expect(main).toHaveTextContent('Within 12 km');
    expect(english.providerTypesRequired).toBe(waitlistMessages.providerTypesRequired);
    expect(english.startDateInPast).toBe(waitlistMessages.startDateInPast);
    expect(english.startDateTooFar).toBe(waitlistMessages.startDateTooFar);
  });
});
