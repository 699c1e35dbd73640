import { describe, expect, it } from 'vitest';
import { canManageScheduledJobs } from './jobConsoleAccess';

describe('canManageScheduledJobs', () => {
  it('lets the platform operator and tenant administrators manage jobs, not users who only hold roles', () => {
    expect(canManageScheduledJobs('platform-operator')).toBe(true);
    expect(canManageScheduledJobs('tenant-admin')).toBe(true);
    expect(canManageScheduledJobs('roles')).toBe(false);
  });
});
