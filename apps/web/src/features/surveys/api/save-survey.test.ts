import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { surveyType } from '@kinderwait/contract/constants';
import { surveysApiPaths } from '@kinderwait/contract/surveys';
import { surveysKeys } from '../../../api/surveys/surveys-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { useSaveSurvey } from './save-survey';

const context = setupApiTestContext();

test('an answered survey’s status is asked again, so the sending result stops offering it', async () => {
  context.server.route('POST', surveysApiPaths.surveys, (_request, response) => {
    sendJson(response, 201, {
      id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
      type: surveyType,
      createdAt: '2026-11-20T15:00:00.000Z',
    });
  });
  const cache = probeCache({ status: surveysKeys.status(surveyType) });

  const { result } = renderHook(() => useSaveSurvey(), { wrapper: QueryWrapper });
  await act(() => result.current.mutateAsync({ type: surveyType, surveyData: '[]' }));

  expect(cache.invalidated()).toEqual(['status']);
});
