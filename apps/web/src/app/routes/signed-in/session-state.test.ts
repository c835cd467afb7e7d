import { beforeEach, describe, expect, test } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import { setDrawerOpen, useNavigationStore } from '../../../features/navigation/navigation-store';
import { setCurrentUser } from '../../../features/user-context/api/get-current-user';
import { roleQueryOptions } from '../../../features/user-context/api/get-role';
import { getActiveRole, setActiveRole } from '../../../features/user-context/user-context-store';
import { queryClient } from '../../../lib/query-client';
import { testRole, testUser } from '../../../test/account-fixtures';
import { clearSignedInState } from './session-state';

beforeEach(() => {
  window.localStorage.clear();
});

describe('clearing the signed-in state (the user context and the tab bar’s state)', () => {
  test('forgets the cached server state, the active role with its stored keys, and the open drawer', () => {
    setCurrentUser(testUser(['Parent', 'Licenced']));
    setActiveRole({ id: 3, code: 'Licenced' });
    queryClient.setQueryData(roleQueryOptions(3).queryKey, testRole('Licenced'));
    setDrawerOpen(true);

    clearSignedInState();

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(getActiveRole()).toBeUndefined();
    expect(window.localStorage.getItem(storageKeys.roleId)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.roleCode)).toBeNull();
    expect(useNavigationStore.getState().drawerOpen).toBe(false);
  });
});
