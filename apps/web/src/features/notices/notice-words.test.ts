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

  test('names the age group in the reader’s language by its id, the stored name without one', async () => {
    const offer = (ageGroupId?: number): Notice => ({
      id: '00000000-0000-4000-8000-000000000002',
      createdAt: '2026-11-23T15:00:00.000Z',
      readAt: null,
      kind: 'offer_made',
      data: {
        childId: 'a1a1a1a1-0000-4000-8000-000000000001',
        childFirstName: 'Mia',
        providerId: 'b2b2b2b2-0000-4000-8000-000000000002',
        providerName: 'Soleil',
        offerId: 'c3c3c3c3-0000-4000-8000-000000000003',
        ...(ageGroupId === undefined ? {} : { ageGroupId }),
        ageGroupName: 'Toddler',
        startDate: '2027-03-01',
        deadlineAt: '2026-11-27T04:59:59.999Z',
      },
    });
    expect(await words(offer(2), 'fr')).toContain('Bambins');
    expect(await words(offer(2), 'fr')).not.toContain('Toddler');
    expect(await words(offer(2), 'en')).toContain('Toddler');
    expect(await words(offer(), 'fr')).toContain('Toddler');
  });
});
