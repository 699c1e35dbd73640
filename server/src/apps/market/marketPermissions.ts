/** The button permissions of the market's writes (seeded for tenant administrators under the console menu `appMarketConsole`). */
export const marketInstallPermission = 'appMarket:install';
export const marketUpdatePermission = 'appMarket:update';
