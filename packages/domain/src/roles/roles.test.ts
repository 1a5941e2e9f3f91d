import { describe, expect, it } from 'vitest';
import { canSeeAdmin, isStaff } from './roles';

describe('staff roles and Admin', () => {
  it.each(['Admin', 'Compliance Officer', 'Customer Support', 'Operations Staff'])(
    '%s is staff',
    (role) => {
      expect(isStaff(['User', role])).toBe(true);
    },
  );

  it('is not staff without a staff role', () => {
    expect(isStaff(['User', 'admin'])).toBe(false);
    expect(isStaff([])).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it.each([
    [['Admin'], true, true],
    [['Admin'], false, false],
    [['User'], true, false],
    [[], false, false],
  ])('roles %j with wallet %s -> Admin shown %s', (roles, hasWallet, shown) => {
    expect(canSeeAdmin({ roles }, hasWallet)).toBe(shown);
  });

  it('hides Admin without a user', () => {
    expect(canSeeAdmin(null, true)).toBe(false);
  });
});
