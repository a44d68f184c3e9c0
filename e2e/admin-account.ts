/**
 * The back-office accounts the e2e server is started with (playwright.config.ts makes them). Two,
 * because sign-ins are limited to ten a quarter hour per account and the journeys together sign
 * staff in more often than that.
 */
export const E2E_ADMIN = {
  email: 'admin@e2e.keralamotohub.test',
  name: 'Asha Admin',
  password: 'backoffice2026',
} as const;

/** The second: the settings and stock journeys sign in as the shop's owner. */
export const E2E_OWNER = {
  email: 'owner@e2e.keralamotohub.test',
  name: 'Biju Owner',
  password: E2E_ADMIN.password,
} as const;

/** The token the e2e server takes Shiprocket's tracking updates with (SHIPROCKET_WEBHOOK_TOKEN). */
export const E2E_COURIER_TOKEN = 'e2e-courier-updates-token-2026';
