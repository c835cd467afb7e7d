import axios from 'axios';
import { usageErrorCodes } from '@kinderwait/contract/usage';
import { apiErrorCodeOf, errorMessageFor } from '../../../api/error-words';
import type { DashboardMessages } from '../voice-agent-dashboard-messages';
import { dashboardErrorWords } from './dashboard-words';

/**
 * What the dashboard says about a failed call: its words for the code, else the server's. A plan
 * total reached (402 `limit_reached`) says it in its `message` ("Your plan allows 5 documents…"):
 * its `detail` is for the limit screen, which this screen does not go to.
 */
export function dashboardErrorMessage(error: unknown, messages: DashboardMessages): string {
  if (apiErrorCodeOf(error) === usageErrorCodes.limitReached && axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string'
    ) {
      return data.message;
    }
  }
  return errorMessageFor(error, dashboardErrorWords(messages));
}
