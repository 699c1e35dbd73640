import { describe, expect, it } from 'vitest';
import { perDatabaseRoleNames } from './databaseRoles';

describe('per-database role names', () => {
  it('fit PostgreSQL\'s 63 bytes, are plain identifiers, and differ for names that look alike', () => {
    const long = 'x'.repeat(63);
    for (const database of ['shop', 'Shop-Two', 'shop_two', long, `${long.slice(0, 60)}abc`, '仓库']) {
      const { app, sqlReader } = perDatabaseRoleNames(database);
      for (const role of [app, sqlReader]) {
        expect(Buffer.byteLength(role)).toBeLessThanOrEqual(63);
        expect(role).toMatch(/^[a-z][a-z0-9_]*$/);
      }
      expect(app.startsWith('wharf_app_')).toBe(true);
      expect(sqlReader.startsWith('wharf_sql_reader_')).toBe(true);
    }
    expect(perDatabaseRoleNames('Shop-Two').app).not.toBe(perDatabaseRoleNames('shop_two').app);
    expect(perDatabaseRoleNames(long).app).not.toBe(perDatabaseRoleNames(`${long.slice(0, 60)}abc`).app);
    expect(perDatabaseRoleNames('shop').app).toBe(perDatabaseRoleNames('shop').app);
  });
});
