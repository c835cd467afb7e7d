import type { AxiosInstance } from 'axios';
import { specMessages } from '@kinderwait/contract/messages';
import type { RefreshTokenBody, Token } from '@kinderwait/contract/sign-in';
import { RefreshTokenResponse, signInApiPaths } from '@kinderwait/contract/sign-in';
import { readToken, writeToken } from '../lib/storage';
import './request-options';

/**
 * The refresh path (docs/product/accounts.md#token-refresh), from the contract so client and server
 * cannot drift.
 */
export const refreshTokenPath = signInApiPaths.refreshToken;

export interface TokenRefresher {
  /** Runs one refresh, or joins the one under way; resolves with the new, stored token. */
  refresh: () => Promise<Token>;
  /** True while a refresh is under way (requests arriving now wait for it). */
  inFlight: () => boolean;
}

/**
 * The token refresh (docs/product/accounts.md#token-refresh): one shared refresh for all
 * concurrently waiting requests. The shared promise is the "refreshing" flag; it resets when the
 * refresh settles, i.e. when no request waits any more. Refresh tokens are single-use and a reused
 * one revokes its family, so a second concurrent refresh would sign the user out: exactly one call
 * must run.
 */
export function createTokenRefresher(client: AxiosInstance): TokenRefresher {
  let shared: Promise<Token> | undefined;

  async function runRefresh(): Promise<Token> {
    const stored = readToken();
    if (stored === null || stored.refreshToken === '') {
      throw new Error(specMessages.noRefreshToken);
    }
    const body: RefreshTokenBody = {
      refreshToken: stored.refreshToken,
      accessToken: stored.accessToken,
    };
    const response = await client.post<unknown>(refreshTokenPath, body, { isTokenRefresh: true });
    const { token } = RefreshTokenResponse.parse(response.data);
    writeToken(token);
    return token;
  }

  return {
    refresh() {
      shared ??= runRefresh().finally(() => {
        shared = undefined;
      });
      return shared;
    },
    inFlight: () => shared !== undefined,
  };
}
