import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { Listing } from '@kinderwait/contract/childcare-providers';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { englishLeft } from '../../../test/english-left';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/listing-claims.en';
import french from '../messages/listing-claims.fr';
import { ClaimListingPage } from './claim-listing-page';
import { ListingResults } from './listing-results';

function French({ children }: { children: ReactNode }) {
  return (
    <QueryWrapper>
      <I18nProvider language="fr">{children}</I18nProvider>
    </QueryWrapper>
  );
}

const listing: Listing = {
  id: '00000000-0000-4000-8000-000000000001',
  locId: 1234,
  name: 'Garderie Soleil',
  auspice: null,
  address: '101 SEVENTH ST',
  postalCode: 'M8V 3B5',
  ward: 3,
  phone: '4165550123',
  buildingName: null,
  licensedSpaces: 1234,
  located: true,
  claimed: false,
};

describe('claiming a listing in French', () => {
  test('the search screen speaks Canadian French', async () => {
    // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
    await act(() => {
      render(<ClaimListingPage onClaimed={() => undefined} />, { wrapper: French });
      return Promise.resolve();
    });

    expect(
      await screen.findByRole('heading', { name: 'Revendiquer votre garderie agréée' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Nom de la garderie ou code postal')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeVisible();
    expect(englishLeft(document.body.textContent, english, { french, match: 'anywhere' })).toEqual(
      [],
    );
  });

  test('a centre found shows its licensed spaces with fr-CA numbers', async () => {
    await act(() => {
      render(<ListingResults listings={[listing]} onChoose={() => undefined} />, {
        wrapper: French,
      });
      return Promise.resolve();
    });

    const results = await screen.findByRole('region', { name: 'Garderies trouvées' });
    // fr-CA groups thousands with a no-break space.
    expect(results.textContent.replace(/\s+/g, ' ')).toContain('1 234 places autorisées');
    expect(
      within(results).getByRole('button', { name: 'C’est ma garderie : Garderie Soleil' }),
    ).toBeVisible();
    expect(englishLeft(results.textContent, english, { french, match: 'anywhere' })).toEqual([]);
  });
});
