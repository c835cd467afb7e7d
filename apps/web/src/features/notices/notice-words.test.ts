import { describe, expect, test } from 'vitest';
import { erasedChildName } from '@kinderwait/contract/notice-markers';
import type { Notice } from '@kinderwait/contract/notifications';
import type { Language } from '../../lib/i18n/language';
import { loadMessages } from '../../lib/i18n/use-messages';
import { noticesCatalogue, type NoticesKey } from './notices-messages';
import { noticeWords } from './notice-words';

function withdrawnFrom(childFirstName: string): Notice {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-23T15:00:00.000Z',
    readAt: null,
    kind: 'offer_withdrawn',
    data: {
      childId: 'a1a1a1a1-0000-4000-8000-000000000001',
      childFirstName,
      providerId: 'b2b2b2b2-0000-4000-8000-000000000002',
      providerName: 'Soleil',
      offerId: 'c3c3c3c3-0000-4000-8000-000000000003',
    },
  };
}

async function words(notice: Notice, language: Language): Promise<string> {
  const intl = await loadMessages(noticesCatalogue, language);
  const t = (key: NoticesKey, values?: Record<string, string | number | Date>) =>
    intl.formatMessage({ id: key }, values);
  return noticeWords(notice, { t, intl, language }, (iso) => iso);
}

describe('noticeWords', () => {
  test("words an erased family's child in the reader's language, not the stored marker", async () => {
    expect(await words(withdrawnFrom(erasedChildName), 'fr')).toContain('une famille');
    expect(await words(withdrawnFrom(erasedChildName), 'fr')).not.toContain(erasedChildName);
    expect(await words(withdrawnFrom(erasedChildName), 'en')).toBe(
      'Soleil withdrew its offer to A family.',
    );
  });

  test("keeps a child's own first name as it is", async () => {
    expect(await words(withdrawnFrom('Mia'), 'en')).toBe('Soleil withdrew its offer to Mia.');
  });
});
