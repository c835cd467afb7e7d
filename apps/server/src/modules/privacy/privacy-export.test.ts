import type { ApiErrorBody, DataExport, LatestExportResponse } from '@kinderwait/contract';
import {
  PersonalDataArchive,
  privacyApiPaths,
  privacyErrorCodes,
  privacyPeriods,
  roleIds,
} from '@kinderwait/contract';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dayMs } from '../../clock.ts';
import { outboxFor, post, signUp } from '../../test/accounts.ts';
import { signInAgain } from '../../test/fixtures/offers-fixtures.ts';
import { createFamily, insertOwnedProvider } from '../../test/fixtures/waitlist-fixtures.ts';
import { getJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

/** The download link of the newest "your data is ready" email. */
async function emailedLink(app: Parameters<typeof outboxFor>[0], email: string): Promise<string> {
  const [newest] = await outboxFor(app, email);
  const link = /https?:\/\/\S+\/api\/privacy\/exports\/\S+\/archive\?token=\S+/.exec(
    newest?.text ?? '',
  )?.[0];
  if (link === undefined) throw new Error('no archive link was emailed');
  return link;
}

forEachDatabase(
  (t) => {
    describe('Download my data', () => {
      it('builds the archive in a job, emails a signed link, and the ZIP holds every part with a summary', async () => {
        const app = t.app();
        const owner = await signUp(app, { name: 'Dana Daycare', roles: ['Licenced'] });
        const providerId = await insertOwnedProvider(t.connection().db, owner, 'Maple Tots', 1, 2);
        const family = await createFamily(app, 'Zephyrine', [providerId]);
        const headers = family.user.headers(roleIds.Parent);

        const asked = await post(app, privacyApiPaths.exports, undefined, headers);
        expect(asked.statusCode).toBe(202);
        const queued = asked.json<DataExport>();
        expect(queued).toMatchObject({ status: 'queued', downloadUrl: null });
        // Asking again while it is being built answers the same archive.
        const again = await post(app, privacyApiPaths.exports, undefined, headers);
        expect(again.json<DataExport>().id).toBe(queued.id);

        const builtAt = time.clock();
        await app.jobs.drain();
        const latest = (
          await getJson(app, privacyApiPaths.exports, headers)
        ).json<LatestExportResponse>();
        expect(latest.export).toMatchObject({
          id: queued.id,
          status: 'ready',
          expiresAt: new Date(
            builtAt.getTime() + privacyPeriods.exportLinkDays * dayMs,
          ).toISOString(),
        });
        const link = await emailedLink(app, family.user.email);
        expect(latest.export?.downloadUrl).toBe(link);

        const url = new URL(link);
        const download = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe('application/zip');
        const files = unzipSync(download.rawPayload);
        expect(Object.keys(files).sort()).toEqual(['data.json', 'summary.txt']);
        const archive = PersonalDataArchive.parse(
          JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())),
        );
        expect(archive.userId).toBe(family.user.id);
        expect(archive.sections.account[0]).toMatchObject({ email: family.user.email });
        expect(archive.sections.roles.map((role) => role.code)).toEqual(['Parent']);
        expect(archive.sections.children[0]).toMatchObject({
          firstName: 'Zephyrine',
          lastName: 'Okafor',
        });
        expect(archive.sections.tickets[0]).toMatchObject({ id: family.ticketId });
        expect(archive.sections.requests[0]).toMatchObject({
          providerName: 'Maple Tots',
          status: 'waiting',
        });
        const summary = strFromU8(files['summary.txt'] ?? new Uint8Array());
        expect(summary).toContain('Zephyrine Okafor, born 2025-08-01');
        expect(summary).toContain('Zephyrine at Maple Tots: waiting');
      });

      it('refuses an altered token, and the link stops working when the archive expires', async () => {
        const app = t.app();
        const parent = await signUp(app, { name: 'Olu Adeyemi', roles: ['Parent'] });
        await post(app, privacyApiPaths.exports, undefined, parent.headers(roleIds.Parent));
        await app.jobs.drain();
        const url = new URL(await emailedLink(app, parent.email));
        const altered = await app.inject({
          method: 'GET',
          url: `${url.pathname}?token=${url.searchParams.get('token') ?? ''}x`,
        });
        expect(altered.statusCode).toBe(404);
        expect(altered.json<ApiErrorBody>().code).toBe(privacyErrorCodes.exportLinkInvalid);

        time.advance(privacyPeriods.exportLinkDays * dayMs);
        const late = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
        expect(late.statusCode).toBe(404);
        // The access token ran out meanwhile.
        const signedIn = await signInAgain(app, parent);
        const latest = await getJson(
          app,
          privacyApiPaths.exports,
          signedIn.headers(roleIds.Parent),
        );
        expect(latest.json<LatestExportResponse>().export).toMatchObject({
          status: 'expired',
          downloadUrl: null,
        });
        // The daily sweep drops the bytes.
        expect((await app.services.privacy.applyRetention()).archives).toBeGreaterThanOrEqual(1);
      });

      it('needs a signed-in user', async () => {
        const response = await t.app().inject({ method: 'GET', url: privacyApiPaths.exports });
        expect(response.statusCode).toBe(401);
      });
    });
  },
  { clock: time.clock },
);
