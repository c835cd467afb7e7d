/**
 * Per-call options our client understands, added to axios' own config so interceptors see them
 * typed. Axios keeps unknown config keys through its merges, which is what makes this work.
 */
export {};

declare module 'axios' {
  // The type parameters must repeat axios' declaration exactly, `any` defaults included.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface AxiosRequestConfig<D = any, P = any> {
    /**
     * Sent as the `roleId` header instead of the stored role id
     * (docs/product/accounts.md#the-active-role).
     */
    roleId?: string | number;
    /**
     * `false`: network, 4xx (other than 400, 401, 403) and 5xx errors only reject; the screen stays,
     * so a feature can show the error inline. Session handling (401, 403) always applies.
     */
    handleErrors?: boolean;
    /** @internal Marks the token refresh call: no Authorization or roleId, no 401 handling. */
    isTokenRefresh?: boolean;
    /** @internal Set once a request has been retried after a 401. */
    retried?: boolean;
    /** @internal The access token the request was sent with. */
    sentAccessToken?: string;
  }
}
