/** The back-office account the e2e server is started with (playwright.config.ts makes it). */
export const E2E_ADMIN = {
  email: 'admin@e2e.keralamotohub.test',
  name: 'Asha Admin',
  password: 'backoffice2026',
} as const;
