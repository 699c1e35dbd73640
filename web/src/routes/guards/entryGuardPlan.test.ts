import { describe, expect, it } from 'vitest';
import { guardPaths } from '../routePaths';
import { afterEntryTarget, entryGuards, planEntryGuard, userPasswordGuardPath } from './entryGuardPlan';

const plan = (path: keyof typeof entryGuards, search: string, hasSession = false) => planEntryGuard(entryGuards[path], search, path + search, hasSession);

describe('planEntryGuard', () => {
  it('covers every guard page of the route table', () => {
    expect([...Object.keys(entryGuards), userPasswordGuardPath].sort()).toEqual([...guardPaths].sort());
  });

  it('logs in with the credential the entry redirect passed on, over any session', () => {
    expect(plan('/guard', '?token=abc')).toEqual({ kind: 'free-login', credential: 'abc', roleCode: '', target: '/' });
    // The portal's entry lands on the caller's portal unless it names where to go.
    expect(plan('/portalGuard', '?code=c1', true)).toEqual({ kind: 'free-login', credential: 'c1', roleCode: '', target: '/portal' });
    expect(plan('/portalGuard', '?code=c1&redirect=%2Fbpm%2Ftodo')).toMatchObject({ target: '/bpm/todo' });
    expect(plan('/portalGuard', '?code=c1&redirect=https%3A%2F%2Fevil.example')).toMatchObject({ target: '/portal' });
    expect(plan('/xdoGuard', '?token=t&roleCode=R1')).toEqual({ kind: 'free-login', credential: 't', roleCode: 'R1', target: '/' });
  });

  it('goes on to a same-origin redirect only', () => {
    expect(plan('/guard', '?token=a&redirect=%2Fdashboard%2Fx%3Fy%3D1')).toMatchObject({ target: '/dashboard/x?y=1' });
    expect(plan('/guard', '?token=a&redirect=https%3A%2F%2Fevil.example')).toMatchObject({ target: '/' });
    expect(plan('/guard', '?token=a&redirect=%2F%2Fevil.example')).toMatchObject({ target: '/' });
  });

  it('a role code alone continues a session, or sends the user to login and back', () => {
    expect(plan('/gw3Guard', '?roleCode=R2', true)).toEqual({ kind: 'continue-with-role', roleCode: 'R2', target: '/' });
    expect(plan('/medicineGuard', '?roleCode=R2', false)).toEqual({ kind: 'redirect', to: '/index/login?redirect=%2FmedicineGuard%3FroleCode%3DR2' });
  });

  it('without what it needs goes to /401; entries without roleCode ignore it', () => {
    expect(plan('/guard', '')).toEqual({ kind: 'redirect', to: '/401' });
    expect(plan('/portalGuard', '?token=abc')).toEqual({ kind: 'redirect', to: '/401' });
    expect(plan('/waizongfuGuard', '?roleCode=R1', true)).toEqual({ kind: 'redirect', to: '/401' });
    expect(plan('/guard', '?token=t&roleCode=R1')).toMatchObject({ roleCode: '' });
  });

  it('a required password change comes first, keeping where the user was going', () => {
    expect(afterEntryTarget(false, '/a?b=1')).toBe('/a?b=1');
    expect(afterEntryTarget(true, '/a?b=1')).toBe('/userPwdGuard?redirect=%2Fa%3Fb%3D1');
  });
});
