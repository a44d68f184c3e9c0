import { randomBytes } from 'node:crypto';
import { emailField, fullNameField, LOGIN_FIELD_MAX, newPasswordField } from '@store/contracts/auth';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { hashPassword } from './passwords';
import { findUserByEmail, grantAdmin, insertUser, setPassword, type StaffAccess } from './users.repo';

const adminInput = z.object({
  email: emailField(LOGIN_FIELD_MAX),
  name: fullNameField,
  password: newPasswordField.optional(),
});

export interface AdminResult {
  created: boolean;
  /** Set only when no password was given for a new admin: shown once, never stored in clear. */
  generatedPassword?: string;
}

/** A random password with letters and digits, as the password rules want. */
export function generatePassword(): string {
  return `${randomBytes(15).toString('base64url')}9a`;
}

/**
 * Creates an admin, or promotes the account with this e-mail. A given password replaces the
 * old one (ending its sessions); a promoted account otherwise keeps its password.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; name: string; password?: string | undefined; staffAccess?: StaffAccess },
): Promise<AdminResult> {
  const { email, name, password } = adminInput.parse(input);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // A rerun (to reset a password, say) keeps the access the account has unless one is named.
    await grantAdmin(db, existing.id, input.staffAccess);
    if (password) await setPassword(db, existing.id, await hashPassword(password));
    return { created: false };
  }
  const chosen = password ?? generatePassword();
  const user = await insertUser(db, {
    email,
    name,
    role: 'admin',
    staffAccess: input.staffAccess ?? 'full',
    passwordHash: await hashPassword(chosen),
  });
  if (!user) throw new Error(`An account with ${email} appeared meanwhile; run the command again`);
  return password ? { created: true } : { created: true, generatedPassword: chosen };
}
