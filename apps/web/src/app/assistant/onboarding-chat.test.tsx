import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { assistantIds, conversationsApiPaths } from '@kinderwait/contract/conversations';
import { serveConversation } from '../../features/assistant-chat/components/assistant-chat-test-api';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { QueryWrapper } from '../../test/query-wrapper';
import { OnboardingChat } from './onboarding-chat';

const context = setupApiTestContext();

test('the chat sits inside the page’s one main landmark and adds none of its own', async () => {
  serveConversation(context);
  context.server.route(
    'GET',
    conversationsApiPaths.onboardingChatConfiguration,
    (_request, response) => {
      sendJson(response, 200, {
        onboardingAssistant: assistantIds.broadcastLicenced,
        onboardingAssistantName: 'AI Broadcast',
        completionToolName: 'CompleteOnboarding',
        welcomeMessage: 'Hi there, I am an automated assistant.',
      });
    },
  );
  // Both places that show it (the assistant route in the signed-in layout, the voice agent's
  // onboarding step) already give the page its <main>.
  const element = (
    <QueryWrapper>
      <main>
        <OnboardingChat
          feature="broadcast"
          onCompleted={() => undefined}
          onBack={() => undefined}
        />
      </main>
    </QueryWrapper>
  );
  await act(() => {
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
    return Promise.resolve();
  });

  expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  expect(screen.getAllByRole('main')).toHaveLength(1);
});
