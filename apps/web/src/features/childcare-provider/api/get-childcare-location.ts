import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ChildcareProviderLocation,
  childcareProvidersApiPaths,
} from '@kinderwait/contract/childcare-providers';
import { apiGet } from '../../../api/api-requests';
import { childcareProviderKeys } from '../../../api/childcare-provider/childcare-provider-keys';

/** GET /api/childcare-providers/location: the childcare location, every field null while unset. */
export function getChildcareLocation(signal?: AbortSignal): Promise<ChildcareProviderLocation> {
  return apiGet(childcareProvidersApiPaths.location, ChildcareProviderLocation, {
    signal,
    handleErrors: false,
  });
}

export function childcareLocationQueryOptions() {
  return queryOptions({
    queryKey: childcareProviderKeys.location(),
    queryFn: ({ signal }) => getChildcareLocation(signal),
  });
}

export function useChildcareLocation({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...childcareLocationQueryOptions(), enabled });
}
