/* global window */
// Boot configuration read by src/config/bootConfig.ts before the app starts.
// Replace this file in a deployment to change the API base without rebuilding.
window.__WHARF_BOOT__ = { apiBaseUrl: '/api' };
