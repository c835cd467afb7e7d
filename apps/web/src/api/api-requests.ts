import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { z } from 'zod';
import { httpClient } from './http-client';
import './request-options';

/**
 * Options of one call: axios' own (params, signal, headers ...) plus ours, `roleId` and
 * `handleErrors: false` (see request-options.ts).
 */
export type ApiRequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'baseURL'>;

// An empty body (204 No Content, or an empty 200) parses as undefined, so `z.void()` fits it.
function bodyOf(response: AxiosResponse<unknown>): unknown {
  return response.status === 204 || response.data === '' ? undefined : response.data;
}

/**
 * Typed calls: each parses the response with a schema from @kinderwait/contract, so the result's
 * type is checked at the boundary, not asserted. A body that does not match rejects with a ZodError.
 */
export async function apiGet<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  options?: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const response = await httpClient.get<unknown>(url, options);
  return schema.parse(bodyOf(response));
}

export async function apiPost<Schema extends z.ZodType>(
  url: string,
  body: unknown,
  schema: Schema,
  options?: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const response = await httpClient.post<unknown>(url, body, options);
  return schema.parse(bodyOf(response));
}

export async function apiPut<Schema extends z.ZodType>(
  url: string,
  body: unknown,
  schema: Schema,
  options?: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const response = await httpClient.put<unknown>(url, body, options);
  return schema.parse(bodyOf(response));
}

export async function apiPatch<Schema extends z.ZodType>(
  url: string,
  body: unknown,
  schema: Schema,
  options?: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const response = await httpClient.patch<unknown>(url, body, options);
  return schema.parse(bodyOf(response));
}

export async function apiDelete<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  options?: ApiRequestOptions,
): Promise<z.output<Schema>> {
  const response = await httpClient.delete<unknown>(url, options);
  return schema.parse(bodyOf(response));
}
