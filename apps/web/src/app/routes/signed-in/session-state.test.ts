import { beforeEach, describe, expect, test } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import { setDrawerOpen, useNavigationStore } from '../../../features/navigation/navigation-store';
import {
  setActiveRole,
  setUser,
  useUserContextStore,
} from '../../../features/user-context/user-context-store';
import { testUser } from '../../../test/account-fixtures';
import { clearSignedInState } from './session-state';

beforeEach(() => {
  window.localStorage.clear();
});

describe('clearing the signed-in state (SPEC 4: the baseAuth and appHomeFooter stores)', () => {
  test('forgets the user, the active role with its stored keys, and the open drawer', () => {
    setUser(testUser(['Parent', 'Licenced']));
    setActiveRole({ id: 3, code: 'Licenced' });
    useUserContextStore.setState({ permissionsByRole: { 3: ['waitlist.manage'] } });
    setDrawerOpen(true);

    clearSignedInState();

    expect(useUserContextStore.getState()).toEqual({
      user: undefined,
      activeRole: undefined,
      permissionsByRole: {},
    });
    expect(window.localStorage.getItem(storageKeys.roleId)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.roleCode)).toBeNull();
    expect(useNavigationStore.getState().drawerOpen).toBe(false);
  });
});
