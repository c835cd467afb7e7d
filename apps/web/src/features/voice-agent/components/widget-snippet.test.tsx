import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { renderWithRouter } from './voice-agent-test-api';
import { WidgetSnippet } from './widget-snippet';

const context = setupApiTestContext();
const snippet =
  '<script src="https://app.example/widget/v1.js" data-agent="pub_abcdefghij" async></script>';

describe('the widget snippet', () => {
  test('shows the code as text and copies it, announcing "Copied"', async () => {
    context.server.route(
      'GET',
      buildUrl(voiceAgentApiPaths.widget, { feature: 'voiceAiAgent' }),
      (_request, response) => {
        sendJson(response, 200, {
          publicId: 'pub_abcdefghij',
          scriptUrl: 'https://app.example/widget/v1.js',
          snippet,
          allowedOrigins: ['https://littleoaks.example'],
        });
      },
    );
    const user = userEvent.setup();
    await renderWithRouter(<WidgetSnippet />);

    const code = await screen.findByLabelText('Widget code');
    expect(code).toHaveTextContent(snippet);
    expect(document.querySelector('script[data-agent]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(snippet);
  });
});
