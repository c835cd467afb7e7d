import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { listingClaimsApiPaths } from '@kinderwait/contract/listing-claims';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { childcareProviderKeys } from '../../../api/childcare-provider/childcare-provider-keys';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { sendJson } from '../../../test/http-test-server';
import { sampleProviderProfile } from '../../../test/provider-fixtures';
import { QueryWrapper } from '../../../test/query-wrapper';
import { listingClaimsKeys } from './listing-claims-keys';
import { useVerifyClaim } from './verify-claim';

const context = setupApiTestContext();

const claimId = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';

test('a proven claim puts its answer in place of the cached profile (the listing is the profile now) and drops the location and the searches', async () => {
  context.server.route(
    'POST',
    buildUrl(listingClaimsApiPaths.verify, { claimId }),
    (_request, response) => {
      sendJson(response, 200, sampleProviderProfile);
    },
  );
  probeCache({
    profile: childcareProviderKeys.profile(),
    location: childcareProviderKeys.location(),
    search: listingClaimsKeys.search('sunny'),
  });

  const { result } = renderHook(() => useVerifyClaim(), { wrapper: QueryWrapper });
  await act(() => result.current.mutateAsync({ claimId, body: { code: '123456' } }));

  expect(queryClient.getQueryData(childcareProviderKeys.profile())).toEqual(sampleProviderProfile);
  for (const queryKey of [childcareProviderKeys.location(), listingClaimsKeys.search('sunny')]) {
    expect(queryClient.getQueryState(queryKey)).toBeUndefined();
  }
});
