import { describe, expect, it } from 'vitest';
import { accountLockFactor, lockoutAfterFailure } from './loginLockout';

describe('lockoutAfterFailure', () => {
  it('locks the client at the organisation\'s number, and the account only at the ceiling', () => {
    expect(lockoutAfterFailure({ client: 4, account: 4 }, 5)).toEqual({ isClientLocked: false, isAccountLocked: false });
    expect(lockoutAfterFailure({ client: 5, account: 5 }, 5)).toEqual({ isClientLocked: true, isAccountLocked: false });
    expect(lockoutAfterFailure({ client: 1, account: 5 * accountLockFactor - 1 }, 5)).toEqual({ isClientLocked: false, isAccountLocked: false });
    expect(lockoutAfterFailure({ client: 1, account: 5 * accountLockFactor }, 5)).toEqual({ isClientLocked: false, isAccountLocked: true });
    expect(lockoutAfterFailure({ client: 2, account: 10 }, 2)).toEqual({ isClientLocked: true, isAccountLocked: true });
  });
});
