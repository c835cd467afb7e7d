import axios from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { xsrf } from '@kinderwait/contract/constants';
import { activeLanguage } from '../lib/i18n/active-language';
import { readRoleId, readToken } from '../lib/storage';
import { isApiOrigin, isWriteMethod, readApiBaseUrl } from './api-config';
import { createErrorHandler } from './error-catalogue';
import { createTokenRefresher } from './token-refresh';
import './request-options';

/**
 * The one HTTP client (docs/product/platform.md#api-conventions): same-origin by default, no
 * timeout, JSON (FormData as multipart), the stored access token as a Bearer header and the role as
 * `roleId` on every call but the token refresh, the anti-forgery header on write calls only, and
 * the active language as `Accept-Language`, so the server writes its emails (a sign-in link for an
 * address with no account yet) in the language the visitor reads.
 * Errors follow docs/product/errors.md#how-the-app-reacts (see error-catalogue.ts).
 */
export const httpClient = axios.create({
  baseURL: readApiBaseUrl(),
  timeout: 0,
  // No default Content-Type: axios sends plain objects and arrays as application/json by itself,
  // and a fixed JSON type would make it serialise a FormData upload to JSON instead of letting
  // the browser send multipart/form-data with its boundary.
  headers: { Accept: 'application/json' },
  xsrfCookieName: xsrf.cookieName,
  xsrfHeaderName: xsrf.headerName,
  // Axios calls this with the full URL already built.
  withXSRFToken: (config) => isWriteMethod(config.method) && isApiOrigin(config.url ?? ''),
});

function attachSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (isApiOrigin(httpClient.getUri(config))) {
    config.headers.set('Accept-Language', activeLanguage());
  }
  if (config.isTokenRefresh === true || !isApiOrigin(httpClient.getUri(config))) {
    config.headers.delete('Authorization');
    config.headers.delete('roleId');
    return config;
  }
  const token = readToken();
  if (token !== null) {
    config.headers.set('Authorization', `Bearer ${token.accessToken}`);
    config.sentAccessToken = token.accessToken;
  }
  const roleId = config.roleId ?? readRoleId();
  if (roleId !== null && roleId !== '') config.headers.set('roleId', String(roleId));
  return config;
}

httpClient.interceptors.request.use(attachSessionHeaders);

const refresher = createTokenRefresher(httpClient);

/**
 * Refreshes the access token now (one shared call however many ask at once); rejects with
 * 'No refresh token' when none is stored.
 */
export const refreshAccessToken = refresher.refresh;

httpClient.interceptors.response.use(undefined, createErrorHandler(httpClient, refresher));
