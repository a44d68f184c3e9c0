/**
 * `--demo` (what `npm start` passes) loads the demo catalog into an empty database unless
 * SEED_DEMO says otherwise, and on the embedded database, with no Razorpay keys and TEST_PAYMENTS
 * unset, switches test payments on, as a demo needs. `npm run serve` does neither: a shop starts
 * empty, and production without keys refuses to start (docs/decisions/067).
 */
export function applyDemoDefaults(env: NodeJS.ProcessEnv, argv: readonly string[]): void {
  if (!argv.includes('--demo')) return;
  if (env.SEED_DEMO === undefined) env.SEED_DEMO = 'true';
  const embedded = !env.DATABASE_URL?.trim();
  if (embedded && !env.RAZORPAY_KEY_ID && env.TEST_PAYMENTS === undefined) env.TEST_PAYMENTS = 'true';
}
