/**
 * The e2e server's service_role key (playwright.config.ts hands it to scripts/e2e-server.mjs as
 * SERVICE_ROLE_KEY): a throw-away value for a throw-away server, never a real secret.
 */
export const E2E_SERVICE_ROLE_KEY = 'e2e-service-role-key-for-the-throw-away-test-server';
