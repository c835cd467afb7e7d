import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { englishLeft } from '../../../test/english-left';
import ageEnglish from '../../../components/age-words/messages/age-words.en';
import ageFrench from '../../../components/age-words/messages/age-words.fr';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/provider-waitlist.en';
import french from '../messages/provider-waitlist.fr';
import { SpacesSummary } from './spaces-summary';
import { WaitlistEntryItem } from './waitlist-entry-item';

const entry: ProviderWaitlistEntry = {
  requestId: '00000000-0000-4000-8000-000000000001',
  ticketId: '11111111-0000-4000-8000-000000000001',
  childId: '22222222-0000-4000-8000-000000000001',
  childFirstName: 'Léa',
  ageLabelNow: '',
  ageLabelAtStart: '',
  ageGroupAtStart: { id: 3, name: 'Préscolaire' },
  ageAtStart: { years: 1, months: 2 },
  requestedStartDate: '2027-01-04',
  scheduleAvailability: [
    { day: 'Monday', timeOfDay: 'Morning' },
    { day: 'Tuesday', timeOfDay: 'Morning' },
    { day: 'Wednesday', timeOfDay: 'Morning' },
    { day: 'Saturday', timeOfDay: 'Evening' },
  ],
  childcareTypeIds: [],
  distanceKm: 2.54,
  distanceApproximate: true,
  priorities: [{ id: 'p1', name: 'Fratrie', weight: 30 }],
  priorityWeight: 30,
  joinedAt: '2026-11-02T15:00:00.000Z',
  status: 'offered',
  position: 2,
  openOffer: {
    offerId: '33333333-0000-4000-8000-000000000001',
    deadlineAt: '2026-11-27T04:59:59.999Z',
  },
  family: null,
  careNotes: {
    allergies: 'Arachides',
    medicalConditions: '',
    medications: '',
    dietaryNeeds: '',
    specialNeeds: '',
    notes: '',
  },
};

function French({ children }: { children: ReactNode }) {
  return (
    <QueryWrapper>
      <I18nProvider language="fr">{children}</I18nProvider>
    </QueryWrapper>
  );
}

describe('the provider’s waitlist in French', () => {
  test('words a family in Canadian French, with fr-CA dates, times, distances and plurals', async () => {
    // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
    await act(() => {
      render(
        <ul>
          <WaitlistEntryItem
            entry={entry}
            childcareTypeNames={new Map()}
            onAssign={() => undefined}
            onOffer={() => undefined}
            onWithdrawOffer={() => undefined}
            busy={false}
          />
        </ul>,
        { wrapper: French },
      );
      return Promise.resolve();
    });

    const item = await screen.findByRole('listitem', { name: 'Léa' });
    // fr-CA puts a no-break space between a number and its unit: compared as an ordinary one.
    const text = item.textContent.replace(/\s+/g, ' ');
    expect(within(item).getByLabelText('Rang 2 sur la liste')).toHaveTextContent('nᵒ 2');
    expect(within(item).getByText('Place offerte')).toBeVisible();
    expect(text).toContain('1 an et 2 mois (Préscolaire)');
    expect(text).toMatch(/lundi 4 janvier( 2027)?/);
    expect(text).toContain('du lundi au mercredi : matin; samedi : soir');
    expect(text).toContain('environ 2,5 km (adresse approximative)');
    expect(text).toMatch(/lundi 2 novembre( 2026)?/);
    expect(text).toContain('Fratrie (poids 30)');
    expect(text).toMatch(/jeudi 26 novembre( 2026)? à 23 h 59/);
    expect(text).toContain('Allergies : Arachides');
    expect(
      within(item).getByRole('button', { name: 'Retirer l’offre faite à la famille de Léa' }),
    ).toBeVisible();
    expect(englishLeft(text, english, { french, match: 'anywhere' })).toEqual([]);
    expect(englishLeft(text, ageEnglish, { french: ageFrench, match: 'anywhere' })).toEqual([]);
  });

  test('counts the spaces of each age group in French, the groups named in French', async () => {
    // The server names the groups in English; ids are fixed by migration (rules/age-group.ts).
    const groups = [
      { name: 'Infant', availableSpaces: 1 },
      { name: 'Toddler', availableSpaces: 0 },
      { name: 'Preschool', availableSpaces: 3 },
    ].map(({ name, availableSpaces }, index) => ({
      id: index + 1,
      name,
      licensedSpaces: 10,
      availableSpaces,
      availableStartDate: null,
      hoursOfBusiness: [],
    }));
    await act(() => {
      render(<SpacesSummary providerId="p" ageGroups={groups} />, { wrapper: French });
      return Promise.resolve();
    });

    const section = await screen.findByRole('region', { name: 'Places' });
    expect(within(section).getByText('Poupons : 1 place libre')).toBeVisible();
    expect(within(section).getByText('Bambins : 0 place libre')).toBeVisible();
    expect(within(section).getByText('Préscolaire : 3 places libres')).toBeVisible();
    expect(
      within(section).getByRole('button', {
        name: 'Prévenir les familles en attente pour le groupe Préscolaire',
      }),
    ).toBeVisible();
    expect(section.textContent).not.toMatch(/Infant|Toddler|Preschool/);
    expect(englishLeft(section.textContent, english, { french, match: 'anywhere' })).toEqual([]);
  });
});
