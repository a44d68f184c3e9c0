import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { readMailedCode } from './mailbox';
import { RESETTER_FILE, type Resetter } from './resetter';

/**
 * Runs once, after the store has started and before any journey: signs up the account whose
 * password the reset journey changes. Codes go out at most once a minute per e-mail, so its
 * sign-up code is mailed here, minutes before the reset journey (password-reset.spec.ts) asks
 * for another, instead of that journey waiting out the minute.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const context = await request.newContext({ baseURL });
  const run = Date.now().toString(36);
  const resetter: Resetter = {
    name: 'Binu Thomas',
    email: `binu.${run}@example.com`,
    password: 'road2024',
    codeMailedAt: 0,
  };
  const start = await context.post('/api/sign_up', {
    data: {
      fullName: resetter.name,
      email: resetter.email,
      password: resetter.password,
      confirmPassword: resetter.password,
    },
  });
  if (start.status() !== 200) throw new Error(`sign-up of the reset journey's account answered ${start.status()}`);
  resetter.codeMailedAt = Date.now();
  const otp = await readMailedCode(resetter.email, 'sign-up');
  const verified = await context.post('/api/verify_otp', { data: { email: resetter.email, otp } });
  if (verified.status() !== 200) throw new Error(`its code answered ${verified.status()}`);
  await context.dispose();
  writeFileSync(path.join(process.env.E2E_DATA_DIR!, RESETTER_FILE), JSON.stringify(resetter));
}
