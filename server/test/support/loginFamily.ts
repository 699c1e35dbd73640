import type { TestApp } from './testApp';

/**
 * Turns the login slider off where the site settings have it (the slider has its own tests):
 * these tests make failed logins on purpose and then log in again without a slider answer.
 */
export async function sliderOff(app: TestApp): Promise<void> {
  const column = await app.database.owner('information_schema.columns').where({ table_name: 'sys_site_setting', column_name: 'login_slider' }).first('column_name');
  if (column) await app.database.owner('sys_site_setting').update({ login_slider: 'off' });
}
