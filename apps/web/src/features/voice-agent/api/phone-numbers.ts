import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AgentPhoneNumber,
  AvailablePhoneNumbersResponse,
  PhoneNumbersResponse,
  phoneNumbersApiPaths,
} from '@kinderwait/contract/phone-numbers';
import type { PhoneNumberRequestBody, TorontoAreaCode } from '@kinderwait/contract/phone-numbers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet, apiPost } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/** While a number is being bought, the list is asked again this often (the job takes seconds). */
const provisioningPollMs = 3000;

/** GET /api/phone-numbers/{feature}: the provider's numbers with their state. */
export function getPhoneNumbers(): Promise<PhoneNumbersResponse> {
  return apiGet(buildUrl(phoneNumbersApiPaths.numbers, voiceFeature), PhoneNumbersResponse, {
    handleErrors: false,
  });
}

export function usePhoneNumbers() {
  return useQuery({
    queryKey: voiceAgentKeys.phoneNumbers(),
    queryFn: getPhoneNumbers,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'provisioning') === true
        ? provisioningPollMs
        : false,
  });
}

/** GET /api/phone-numbers/{feature}/available: the numbers of the area code free now. */
export function getAvailablePhoneNumbers(
  areaCode: TorontoAreaCode,
): Promise<AvailablePhoneNumbersResponse> {
  return apiGet(
    buildUrl(phoneNumbersApiPaths.available, voiceFeature, { areaCode }),
    AvailablePhoneNumbersResponse,
    { handleErrors: false },
  );
}

/**
 * One search, as the provider pressed Search: `search.round` counts the presses, so pressing again
 * asks the phone company again (numbers come and go) instead of showing an older answer.
 */
export function useAvailablePhoneNumbers(
  search: { areaCode: TorontoAreaCode; round: number } | null,
) {
  return useQuery({
    queryKey: [...voiceAgentKeys.all, 'available-numbers', search?.areaCode, search?.round],
    queryFn: search === null ? skipToken : () => getAvailablePhoneNumbers(search.areaCode),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/phone-numbers/{feature}: asks for the number chosen from a search. Errors stay on the screen. */
export function requestPhoneNumber(body: PhoneNumberRequestBody): Promise<AgentPhoneNumber> {
  return apiPost(buildUrl(phoneNumbersApiPaths.numbers, voiceFeature), body, AgentPhoneNumber, {
    handleErrors: false,
  });
}

export function useRequestPhoneNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPhoneNumber,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: voiceAgentKeys.phoneNumbers() });
    },
  });
}
