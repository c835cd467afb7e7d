import { describe, expect, test } from 'vitest';
import { knowledgeItem } from '../components/voice-agent-test-api';
import { knowledgePollMs, knowledgeRefetchMs, meaningPollMs } from './get-knowledge-items';

describe('when the knowledge base list is asked again', () => {
  test('every 2 s while an item is being read, even if another is being indexed', () => {
    expect(
      knowledgeRefetchMs([
        knowledgeItem({ state: 'processing' }),
        knowledgeItem({ key: 'b', meaningSearch: 'pending' }),
      ]),
    ).toBe(knowledgePollMs);
  });

  test('slowly while an item is only being indexed for meaning', () => {
    expect(knowledgeRefetchMs([knowledgeItem({ meaningSearch: 'pending' })])).toBe(meaningPollMs);
    expect(meaningPollMs).toBeGreaterThan(knowledgePollMs);
  });

  test('never once everything is read and indexed, retrying included', () => {
    expect(
      knowledgeRefetchMs([
        knowledgeItem({ meaningSearch: 'ready' }),
        knowledgeItem({ key: 'b', meaningSearch: 'retrying' }),
        knowledgeItem({ key: 'c' }),
      ]),
    ).toBe(false);
    expect(knowledgeRefetchMs(undefined)).toBe(false);
  });
});
