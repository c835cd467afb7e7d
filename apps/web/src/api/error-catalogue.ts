import axios from 'axios';
import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { specMessages } from '@kinderwait/contract/messages';
import type { usageErrorCodes } from '@kinderwait/contract/usage';
import { paths } from '../config/paths';
import { errorPageNavigation } from '../lib/error-page-navigation';
import { navigateTo } from '../lib/navigation';
import { readToken } from '../lib/storage';
import { notify } from '../stores/notification-store';
import { isApiOrigin } from './api-config';
import { readServerMessage } from './error-message';
import { endSession } from './session';
import type { TokenRefresher } from './token-refresh';
import './request-options';

function showErrorScreen(
  config: InternalAxiosRequestConfig,
  code: string | number,
  message: string,
) {
  if (config.handleErrors === false) return;
  // The message travels in the navigation's state: the page never shows the path's words, which
  // anyone can write into a link. The rejection below is what callers see; a failed navigation
  // must not add a second error.
  const { path, state } = errorPageNavigation(code, message);
  navigateTo(path, { state }).catch(() => undefined);
}

const limitReachedCode: (typeof usageErrorCodes)['limitReached'] = 'limit_reached';

/**
 * Our addition to the error reactions (docs/decisions/billing.md#payments-issue-13;
 * docs/product/billing.md#limit-reached): a 402 `limit_reached` goes to the limit-reached screen
 * (what ran out, when it renews, how to get more) instead of the generic error screen. Its detail
 * names the kind and the renewal; without one the screen still explains and offers the plans.
 */
function showLimitReached(config: InternalAxiosRequestConfig, data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('code' in data)) return false;
  if (data.code !== limitReachedCode) return false;
  if (config.handleErrors === false) return true;
  // The screen parses the detail itself, so this client (loaded by public pages) stays without zod.
  const detail = 'detail' in data && typeof data.detail === 'string' ? data.detail : '';
  const query = new URLSearchParams({ detail }).toString();
  navigateTo(`${paths.app.limitReached.getHref()}?${query}`).catch(() => undefined);
  return true;
}

async function retryAfterUnauthorized(
  client: AxiosInstance,
  refresher: TokenRefresher,
  error: AxiosError,
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse> {
  config.retried = true;
  const current = readToken();
  // Another request already refreshed the token after this one was sent: retry with the new one.
  const alreadyRefreshed =
    current !== null &&
    config.sentAccessToken !== undefined &&
    current.accessToken !== config.sentAccessToken;
  if (!alreadyRefreshed) {
    if (!refresher.inFlight()) notify({ message: specMessages.sessionExpired });
    try {
      await refresher.refresh();
    } catch {
      await endSession();
      throw error;
    }
  }
  return client.request(config);
}

/**
 * The response error handler implementing the error reactions
 * (docs/product/errors.md#how-the-app-reacts) and the token refresh
 * (docs/product/accounts.md#token-refresh). Every branch rejects with the original error unless a
 * retry succeeds.
 */
export function createErrorHandler(client: AxiosInstance, refresher: TokenRefresher) {
  return async function handleResponseError(error: unknown): Promise<AxiosResponse> {
    // Cancelled calls (a user leaving a view) are not failures anyone needs to see.
    if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error;
    const config = error.config;
    // The refresh call's failures are handled by whoever awaits the refresh.
    if (config === undefined || config.isTokenRefresh === true) throw error;

    const response = error.response;
    if (response === undefined) {
      showErrorScreen(config, 'network', `${specMessages.networkErrorPrefix}${error.message}`);
      throw error;
    }

    const status = response.status;
    const serverMessage = readServerMessage(response.data);
    // Only our API's 401/403 speak of our session; an outside service refusing us (a geocoder
    // blocking a caller) is an ordinary request error.
    const sessionAnswer = (status === 401 || status === 403) && isApiOrigin(client.getUri(config));
    if (sessionAnswer && status === 401 && config.retried !== true) {
      return retryAfterUnauthorized(client, refresher, error, config);
    }
    if (sessionAnswer) {
      await endSession();
      throw error;
    }
    if (status === 400) {
      console.error(specMessages.badRequestLog, serverMessage ?? specMessages.unknownError);
      throw error;
    }
    if (status === 402 && showLimitReached(config, response.data)) throw error;
    if (status >= 500) {
      showErrorScreen(config, status, serverMessage ?? specMessages.serverError);
    } else if (status >= 400) {
      showErrorScreen(config, status, serverMessage ?? specMessages.requestError);
    }
    throw error;
  };
}
