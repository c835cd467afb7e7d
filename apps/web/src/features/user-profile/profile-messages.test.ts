import { expect, test } from 'vitest';
import { userNameRule } from '@kinderwait/contract/registration';
import { roleLabels } from '@kinderwait/contract/rules/role-choices';
import english from './messages/profile.en';

test('the English words the contract fixes are its own, word for word', () => {
  expect(english.userNameHint).toBe(`Optional. ${userNameRule.description}`);
  expect([
    english.roleSuperAdmin,
    english.roleParent,
    english.roleLicenced,
    english.roleUnlicenced,
    english.roleBabySitter,
  ]).toEqual([
    roleLabels.SuperAdmin,
    roleLabels.Parent,
    roleLabels.Licenced,
    roleLabels.Unlicenced,
    roleLabels.BabySitter,
  ]);
});
