import { staffChangeRefusal } from '../../lambdas/use-cases/staff';

/**
 * The firm always keeps an active partner, who can manage the staff and reset a colleague's lost
 * second factor; and nobody removes their own partner rights.
 */
const partner = (sub: string) => ({ sub, is_active: true, staffRole: 'partner' as const });
const colleague = (sub: string) => ({ sub, is_active: true, staffRole: 'staff' as const });

describe('changes to a staff account', () => {
  it('refuses the last active partner being deactivated or made staff', () => {
    for (const change of [{ is_active: false }, { staffRole: 'staff' as const }]) {
      expect(staffChangeRefusal(partner('p2'), change, 'p1', 1)).toBe(
        'The firm needs at least one active partner: make another colleague a partner first.',
      );
      // With a second active partner, the same change is allowed.
      expect(staffChangeRefusal(partner('p2'), change, 'p1', 2)).toBeUndefined();
    }
  });

  it('refuses a partner deactivating or demoting themselves, however many partners there are', () => {
    expect(staffChangeRefusal(partner('p1'), { is_active: false }, 'p1', 3)).toMatch(
      /^You cannot deactivate yourself/,
    );
    expect(staffChangeRefusal(partner('p1'), { staffRole: 'staff' }, 'p1', 3)).toMatch(/ask another partner/);
  });

  it('counts an account made before roles existed as a partner', () => {
    const old = { sub: 'p0', is_active: true };
    expect(staffChangeRefusal(old, { is_active: false }, 'p1', 1)).toMatch(/at least one active partner/);
  });

  it('lets staff be deactivated, promoted and reactivated, and an inactive partner be changed', () => {
    expect(staffChangeRefusal(colleague('s1'), { is_active: false }, 'p1', 1)).toBeUndefined();
    expect(staffChangeRefusal(colleague('s1'), { staffRole: 'partner' }, 'p1', 1)).toBeUndefined();
    expect(
      staffChangeRefusal({ ...partner('p2'), is_active: false }, { staffRole: 'staff' }, 'p1', 1),
    ).toBeUndefined();
    expect(staffChangeRefusal(partner('p2'), { is_active: true }, 'p1', 1)).toBeUndefined();
  });
});
