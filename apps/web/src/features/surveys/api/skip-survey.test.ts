import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { surveyType } from '@kinderwait/contract/constants';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { surveysApiPaths } from '@kinderwait/contract/surveys';
import { surveysKeys } from '../../../api/surveys/surveys-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { useSkipSurvey } from './skip-survey';

const context = setupApiTestContext();

test('a skipped survey’s answer becomes its status, so the sending result stops offering it', async () => {
  const skipped = { type: surveyType, status: 'skipped' };
  context.server.route('POST', buildUrl(surveysApiPaths.skip, { type: surveyType }), (_r, res) => {
    sendJson(res, 200, skipped);
  });
  const cache = probeCache({ status: surveysKeys.status(surveyType) });

  const { result } = renderHook(() => useSkipSurvey(), { wrapper: QueryWrapper });
  await act(() => result.current.mutateAsync(surveyType));

  expect(cache.data('status')).toEqual(skipped);
});
