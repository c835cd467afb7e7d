import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { privacyApiPaths } from '@kinderwait/contract/privacy';
import type { DataExport } from '@kinderwait/contract/privacy';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { setupApiTestContext } from '../../../test/api-test-context';
import { englishLeft } from '../../../test/english-left';
import { sendJson } from '../../../test/http-test-server';
import english from '../messages/privacy.en';
import { privacyCatalogue } from '../privacy-messages';
import { ErasureLinkPage } from './erasure-link-page';
import { YourDataSection } from './your-data-section';
import { renderInFrench } from '../../../test/render-in-french';

const context = setupApiTestContext();
beforeAll(() => loadMessages(privacyCatalogue, 'fr'));

const ready: DataExport = {
  id: '0b9c4a52-2f7e-4a55-9a51-6f0d7b3c1a01',
  status: 'ready',
  requestedAt: '2026-11-20T15:00:00.000Z',
  readyAt: '2026-11-20T15:01:00.000Z',
  expiresAt: '2026-11-27T22:01:00.000Z',
  downloadUrl: 'https://kinderwait.test/api/privacy/exports/x/archive?token=t1',
};

function serve(method: string, path: string, status: number, body: unknown) {
  context.server.route(method, path, (_request, response) => {
    sendJson(response, status, body);
  });
}

describe('the privacy sections in French', () => {
  test('your data: the archive’s end in fr-CA, the grace days and the deletion dialog in French', async () => {
    serve('GET', privacyApiPaths.exports, 200, { export: ready });
    serve('GET', privacyApiPaths.erasure, 200, {
      status: 'none',
      requestedAt: null,
      eraseAfter: null,
    });
    await renderInFrench(<YourDataSection />);
    expect(
      await screen.findByText(
        /^Votre archive est prête\. Le lien fonctionne jusqu’au 27 novembre 2026 à 17 h 01\./,
      ),
    ).toBeVisible();
    expect(screen.getByText(/vous avez 14 jours pour changer d’avis\.$/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(await screen.findByRole('dialog', { name: 'Supprimer votre compte?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'M’envoyer le lien de confirmation' })).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });

  test('a deletion page without a token says so in French', async () => {
    await renderInFrench(
      <ErasureLinkPage
        kind="undo"
        token=""
        signInHref="/auth/login"
        onConfirmed={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Garder votre compte' })).toBeVisible();
    expect(screen.getByText('Ce lien n’est pas valide ou a expiré.')).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });
});
