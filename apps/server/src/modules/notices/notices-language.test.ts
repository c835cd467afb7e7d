import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/language.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import type { NotifyInput } from './notices.service.ts';

forEachDatabase((t) => {
  describe('the language of a notice’s email and text', () => {
    const speaking = async (language: Language) => {
      const user = await signUp(t.app(), { roles: ['Parent'] });
      await t
        .connection()
        .db.execute(sql`update users set preferred_language = ${language} where id = ${user.id}`);
      return user;
    };

    const input = (userId: string, key: string): NotifyInput => ({
      userId,
      kind: 'phone_number_failed',
      data: { areaCode: '416' },
      dedupeKey: `language-test:${key}`,
      email: (language) => ({ subject: `subject:${language}`, text: language, html: language }),
      sms: { body: (language) => `text:${language}`, to: '+14165550100' },
    });

    /** The subject and text queued for each notice, as the queue stores them. */
    const queuedFor = async (noticeId: string | null) =>
      (
        await t.connection().db.execute<{
          name: string;
          subject: string | null;
          body: string | null;
        }>(sql`
          select name, data->>'subject' as subject, data->>'body' as body from background_jobs
          where data->>'noticeId' = ${noticeId} order by id`)
      ).rows.map((row) => row.subject ?? row.body);

    it('writes each recipient’s email and text in their own profile’s language', async () => {
      const french = await speaking('fr');
      const english = await speaking('en');
      const [toFrench, toEnglish] = await t
        .app()
        .services.notices.notifyMany([input(french.id, 'many-fr'), input(english.id, 'many-en')]);
      expect(await queuedFor(toFrench ?? null)).toEqual(['subject:fr', 'text:fr']);
      expect(await queuedFor(toEnglish ?? null)).toEqual(['subject:en', 'text:en']);
    });

    it('looks the languages of a whole batch up in one query', async () => {
      const recipients = [await speaking('fr'), await speaking('en'), await speaking('fr')];
      const lookup = vi.spyOn(t.app().services.users, 'languagesOf');
      try {
        await t
          .app()
          .services.notices.notifyMany(
            recipients.map((user, index) => input(user.id, `batch-${String(index)}`)),
          );
        expect(lookup).toHaveBeenCalledTimes(1);
        expect(lookup.mock.calls[0]?.[0]).toEqual(recipients.map((user) => user.id));
      } finally {
        lookup.mockRestore();
      }
    });

    it('reads the language inside the caller’s transaction', async () => {
      const french = await speaking('fr');
      const id = await t
        .connection()
        .db.transaction((tx) =>
          t.app().services.notices.notify(input(french.id, 'in-transaction'), { db: tx }),
        );
      expect(await queuedFor(id)).toEqual(['subject:fr', 'text:fr']);
    });
  });
});
