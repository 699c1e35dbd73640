/** The migrated and seeded database every test database is cloned from. */
export const templateDatabase = 'wharf_test_template';
/** The seeded users' password in tests. */
export const testAdminPassword = 'Test-Passw0rd!';
