import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { usersApiPaths } from '@kinderwait/contract/users';
import { writeToken } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testUser } from '../../../test/account-fixtures';
import { resetUserContext } from '../user-context-store';
import { useCurrentUser } from './use-current-user';

const context = setupApiTestContext();

const ada = testUser(['Parent']);

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('useCurrentUser', () => {
  test('loads the user once for every component that asks', async () => {
    context.server.route('GET', usersApiPaths.getUserInfo, (request, response) => {
      sendJson(response, 200, ada);
    });
    const first = renderHook(() => useCurrentUser());
    const second = renderHook(() => useCurrentUser());
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => {
      expect(second.result.current).toMatchObject({
        status: 'ready',
        user: { firstName: 'Ada' },
        activeRole: { id: 2, code: 'Parent' },
      });
    });
    expect(first.result.current.status).toBe('ready');
    expect(
      context.server.requests.filter((r) => r.path === usersApiPaths.getUserInfo),
    ).toHaveLength(1);
  });

  test('a failed load offers a retry that asks again', async () => {
    let calls = 0;
    context.server.route('GET', usersApiPaths.getUserInfo, (request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 503, { message: 'Unavailable' });
      else sendJson(response, 200, ada);
    });
    const { result } = renderHook(() => useCurrentUser());
    await waitFor(() => {
      expect(result.current.status).toBe('error');
    });
    act(() => {
      if (result.current.status === 'error') result.current.retry();
    });
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    expect(calls).toBe(2);
  });
});
