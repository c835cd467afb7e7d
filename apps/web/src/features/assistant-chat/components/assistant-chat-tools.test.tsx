import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { collectScheduleAvailabilitiesToolName } from '@kinderwait/contract/conversations';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { conversationQueryOptions } from '../api/get-conversation';
import { log, renderChat, serveConversation } from './assistant-chat-test-api';

const context = setupApiTestContext();

afterEach(() => {
  queryClient.clear();
});

describe('AssistantChat, in the user’s words', () => {
  test('never shows a tool message raw: the picker’s call is not a line, a save is said in words', async () => {
    serveConversation(context, [
      { role: 'assistant', content: 'When are you open?' },
      { role: 'tool', content: collectScheduleAvailabilitiesToolName, hiddenContent: '' },
      {
        role: 'user',
        content: '',
        hiddenContent: 'My preferred schedule availability: Monday - Morning',
      },
      { role: 'assistant', content: 'Here is what I have. Shall I save this?' },
    ]);
    await renderChat();
    expect(await screen.findByText('Here is what I have. Shall I save this?')).toBeVisible();
    expect(log()).not.toHaveTextContent('ClientHandled');
    expect(log()).not.toHaveTextContent(': done');
  });

  test.each([
    ['EditChildcareProvider', '{"id":"1"}', 'Your profile was saved.'],
    [
      'EditChildcareProvider',
      'Error: ageGroups.0.availableSpaces: too many',
      'Your profile was not saved.',
    ],
    ['CreateVoiceAssistant', '{"id":"1"}', 'Your voice agent details were saved.'],
    ['SomeOtherTool', '{}', 'The assistant finished a step.'],
  ])('says the result of %s (%s) as "%s"', async (name, result, words) => {
    serveConversation(context, [
      { role: 'user', content: 'Yes' },
      { role: 'tool', content: name, hiddenContent: result },
    ]);
    await renderChat();
    expect(await screen.findByText(words)).toBeVisible();
    expect(log()).not.toHaveTextContent(name);
  });

  test('the hours picker speaks of the provider’s opening times and opens on the morning', async () => {
    serveConversation(context, [
      { role: 'assistant', content: 'When are you open?' },
      { role: 'tool', content: collectScheduleAvailabilitiesToolName, hiddenContent: '' },
    ]);
    await renderChat();
    const picker = await screen.findByRole('group', { name: 'Choose the times you are open' });
    expect(within(picker).getByRole('tab', { name: 'Morning' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(picker).getByRole('status')).toHaveTextContent('No opening times chosen yet.');
    expect(picker).not.toHaveTextContent('any time of the week suits');
  });

  test('coming back reads the conversation again and resumes where it was', async () => {
    // What this browser last saw; the server has the turn that was answered after it left.
    queryClient.setQueryData(conversationQueryOptions('broadcast', '2').queryKey, {
      feature: 'broadcast',
      messages: [{ role: 'assistant', content: 'How many Infant spaces do you have available?' }],
    });
    serveConversation(context, [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'How many Infant spaces do you have available?' },
      { role: 'user', content: 'three' },
      { role: 'assistant', content: 'From what date are the Infant spaces available?' },
    ]);
    await renderChat();
    expect(
      await screen.findByText('From what date are the Infant spaces available?'),
    ).toBeVisible();
    expect(
      within(log()).getAllByText('How many Infant spaces do you have available?'),
    ).toHaveLength(1);
  });
});
