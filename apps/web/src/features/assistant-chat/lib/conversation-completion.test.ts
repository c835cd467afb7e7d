import { describe, expect, test } from 'vitest';
import { conversationCompletion } from './conversation-completion';

describe('conversationCompletion', () => {
  test('the latest call of the completion tool decides: JSON is a success', () => {
    expect(
      conversationCompletion(
        [
          { role: 'tool', content: 'EditChildcareProvider', hiddenContent: 'not json' },
          { role: 'tool', content: 'Other', hiddenContent: 'x' },
          { role: 'tool', content: 'EditChildcareProvider', hiddenContent: '{"id":1}' },
        ],
        'EditChildcareProvider',
      ),
    ).toEqual({ successful: true, result: { id: 1 } });
  });

  test('a result that is not JSON is unsuccessful; no result is a success', () => {
    expect(
      conversationCompletion(
        [{ role: 'tool', content: 'CreateVoiceAssistant', hiddenContent: 'Error: bad phone' }],
        'CreateVoiceAssistant',
      ),
    ).toEqual({ successful: false, result: undefined });
    expect(
      conversationCompletion(
        [{ role: 'tool', content: 'CreateVoiceAssistant' }],
        'CreateVoiceAssistant',
      ),
    ).toEqual({ successful: true, result: undefined });
  });

  test('tools other than the completion tool complete nothing', () => {
    expect(
      conversationCompletion([{ role: 'tool', content: 'Other', hiddenContent: '{}' }], 'Done'),
    ).toBeNull();
  });
});
