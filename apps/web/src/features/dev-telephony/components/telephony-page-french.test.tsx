import { act, configure, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { TelephonyLogEntry } from '@kinderwait/contract/dev-telephony';
import { devTelephonyApiPaths } from '@kinderwait/contract/dev-telephony';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import english from '../messages/dev-telephony.en';
import { TelephonyPage } from './telephony-page';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

const entries: TelephonyLogEntry[] = [
  {
    kind: 'call',
    to: '+14165550100',
    extension: '12',
    text: 'Votre code KinderWait est 123456.',
    createdAt: '2026-03-04T15:00:00.000Z',
  },
  {
    kind: 'sms',
    to: '+14165550100',
    extension: null,
    text: 'Votre code KinderWait est 654321.',
    createdAt: '2026-03-04T14:00:00.000Z',
  },
];

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryWrapper>
      <I18nProvider language="fr">{children}</I18nProvider>
    </QueryWrapper>
  );
}

describe('TelephonyPage in French', () => {
  test('words the page and each text or call in Canadian French', async () => {
    context.server.route('GET', devTelephonyApiPaths.log, (_request, response) => {
      sendJson(response, 200, entries);
    });
    // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
    await act(() => {
      render(<TelephonyPage head={null} unavailable={<p>Page introuvable</p>} />, {
        wrapper: Wrapper,
      });
      return Promise.resolve();
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Téléphonie de développement' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Appel au +14165550100, poste 12' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Texto au +14165550100' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro de téléphone' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Afficher les textos et les appels' }),
    ).toBeInTheDocument();

    // No word of the English catalogue is left on screen.
    const shown = document.body.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
  });
});
