import type { ChildcareProviderProfile } from '@kinderwait/contract';
import { childcareProvidersApiPaths, providerTypeIds, roleIds } from '@kinderwait/contract';
import { expect, it } from 'vitest';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { fullEdit, sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { createFamily } from '../../../test/fixtures/notifications-fixtures.ts';

forEachDatabase((t) => {
  it("a profile edit that raises the toddlers' available spaces tells the waiting family", async () => {
    const app = t.app();
    const operator = await signUp(app, { roles: ['Unlicenced'] });
    const headers = operator.headers(roleIds.Unlicenced);
    const edit = (availableSpaces: number) =>
      sendJson(
        app,
        'PATCH',
        childcareProvidersApiPaths.profile,
        {
          ...fullEdit,
          ageGroups: fullEdit.ageGroups.map((group) =>
            group.id === 2 ? { ...group, availableSpaces } : group,
          ),
        },
        headers,
      );
    const created = await edit(2);
    expect(created.statusCode).toBe(200);
    const providerId = created.json<ChildcareProviderProfile>().id;
    if (providerId === null) throw new Error('no profile id');
    await app.jobs.drain(); // the first edit's opening: nobody waits yet
    const family = await createFamily(app, 'Farah', [providerId], {
      requestedStartDate: '2027-01-04',
      dateOfBirth: '2025-06-01',
      providerTypeId: providerTypeIds['unlicensed-home'],
    });
    const opened = async () =>
      (await outboxFor(app, family.user.email)).filter((m) => m.subject.includes('has a space'));

    await app.jobs.drain();
    expect(await opened()).toHaveLength(0);
    expect((await edit(2)).statusCode).toBe(200); // unchanged: nobody told
    await app.jobs.drain();
    expect(await opened()).toHaveLength(0);
    expect((await edit(3)).statusCode).toBe(200);
    expect(await opened()).toHaveLength(0); // queued, not sent inside the edit
    await app.jobs.drain();
    expect(await opened()).toHaveLength(1);
  });
});
