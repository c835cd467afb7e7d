import { describe, expect, test } from 'vitest';
import type { Role } from '@kinderwait/contract/roles';
import { createsChildren, offersCare } from './role-kind';

function role(roleTypes: Role['roleTypes'], permissions: string[] = []): Role {
  return { Id: 9, Code: 'Parent', Name: 'x', permissions, RoleToRoleTypes: [], roleTypes };
}

describe('the kind of a role (location by role)', () => {
  test('a role whose role types include childcare/offers_care is a provider', () => {
    expect(offersCare(role([{ code: 'childcare', involvementType: 'offers_care' }]))).toBe(true);
    expect(offersCare(role([{ code: 'childcare', involvementType: 'seeks_care' }]))).toBe(false);
    expect(offersCare(null)).toBe(false);
  });

  test('child.create makes a role move its children with its location', () => {
    expect(createsChildren(role([], ['child.create']))).toBe(true);
    expect(createsChildren(role([], ['waitlistTicket.create']))).toBe(false);
  });
});
