import { describe, expect, it } from 'vitest';
import { batchUserActionRefusal, userActionRefusal } from './userActionRefusals';

const admin = { id: 'a', userType: 'admin' };
const alice = { id: 'b', userType: 'normal' };

describe('userActionRefusal', () => {
  it('refuses freezing or deleting the admin account, with the reason', () => {
    expect(userActionRefusal('freeze', admin)).toBe('user/admin-cannot-be-frozen');
    expect(userActionRefusal('delete', admin, 'z')).toBe('user/admin-cannot-be-deleted');
  });
  it('refuses deleting oneself, and allows the rest', () => {
    expect(userActionRefusal('delete', alice, 'b')).toBe('user/cannot-delete-self');
    expect(userActionRefusal('freeze', alice, 'b')).toBeUndefined();
    expect(userActionRefusal('delete', alice, 'z')).toBeUndefined();
  });
  it('refuses a batch holding one refused account', () => {
    expect(batchUserActionRefusal('freeze', [alice, admin])).toBe('user/admin-cannot-be-frozen');
    expect(batchUserActionRefusal('freeze', [alice])).toBeUndefined();
  });
});
