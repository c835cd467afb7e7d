import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { voiceSettings } from '../components/voice-agent-test-api';
import { useUpdateVoiceAgentSettings } from './update-voice-agent-settings';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

const context = setupApiTestContext();

function serve(settings = voiceSettings()) {
  context.server.route(
    'PATCH',
    buildUrl(voiceAgentApiPaths.assistant, voiceFeature),
    (_request, response) => {
      sendJson(response, 200, settings);
    },
  );
}

const cacheOfDashboard = () =>
  probeCache({
    settings: voiceAgentKeys.settings(),
    widget: voiceAgentKeys.widget(),
    knowledge: voiceAgentKeys.knowledgeItems(),
  });

test('a new website asks for the knowledge base again: the server started its crawl', async () => {
  const saved = voiceSettings({ websiteUrl: 'https://new.mapletree.example/' });
  serve(saved);
  const cache = cacheOfDashboard();
  const { result } = renderHook(() => useUpdateVoiceAgentSettings(), { wrapper: QueryWrapper });
  await act(() => result.current.mutateAsync({ websiteUrl: 'https://new.mapletree.example/' }));
  expect(cache.data('settings')).toEqual(saved);
  expect(cache.invalidated()).toEqual(['widget', 'knowledge']);
});

test('settings without a website leave the knowledge base as it is', async () => {
  serve();
  const cache = cacheOfDashboard();
  const { result } = renderHook(() => useUpdateVoiceAgentSettings(), { wrapper: QueryWrapper });
  await act(() => result.current.mutateAsync({ greeting: 'Hello.' }));
  expect(cache.invalidated()).toEqual(['widget']);
});
