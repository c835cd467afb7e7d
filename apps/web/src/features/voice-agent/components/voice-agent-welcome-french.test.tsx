import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { englishLeft } from '../../../test/english-left';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/voice-agent.en';
import french from '../messages/voice-agent.fr';
import { VoiceAgentWelcome } from './voice-agent-welcome';

async function renderInFrench(element: ReactNode) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <QueryWrapper>
          <I18nProvider language="fr">{element}</I18nProvider>
        </QueryWrapper>
      ),
    },
  ]);
  // Awaited: React resumes the render suspended on the words' chunk inside this scope.
  await act(() => {
    render(<RouterProvider router={router} />);
    return Promise.resolve();
  });
}

describe('the voice agent’s welcome in French', () => {
  test('words the screen and its fr-CA prices in Canadian French', async () => {
    await renderInFrench(
      <VoiceAgentWelcome
        access={{ kind: 'provider', subscribed: false }}
        prices={[
          { name: 'Voice Assistant Setup', unitAmount: 123456, monthly: false },
          { name: 'Voice Assistant Phone Number', unitAmount: 4900, monthly: true },
        ]}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre agent vocal IA' }),
    ).toBeInTheDocument();
    // fr-CA groups thousands and puts the dollar sign after, with no-break spaces.
    const text = document.body.textContent.replace(/\s+/g, ' ');
    expect(text).toContain('Voice Assistant Setup : 1 234,56 $ avant taxes, une seule fois');
    expect(text).toContain('Voice Assistant Phone Number : 49,00 $ avant taxes, par mois');
    expect(
      screen.getByRole('link', { name: 'Voir les prix de l’agent vocal et l’acheter' }),
    ).toHaveAttribute('href', '/service-payment/pricing-tier-carousel');
    expect(englishLeft(text, english, { french, match: 'anywhere' })).toEqual([]);
  });

  test('tells a parent in French that the agent is for providers', async () => {
    await renderInFrench(
      <VoiceAgentWelcome access={{ kind: 'otherRole', holdsProviderRole: true }} prices={[]} />,
    );
    expect(
      await screen.findByText(/L’agent vocal s’adresse aux garderies agréées/),
    ).toBeInTheDocument();
    expect(screen.getByText(/« Agir en tant que »/)).toBeInTheDocument();
    expect(screen.getByText('Les prix sont affichés à l’écran des forfaits.')).toBeInTheDocument();
    expect(englishLeft(document.body.textContent, english, { french, match: 'anywhere' })).toEqual(
      [],
    );
  });
});
