import { paths } from '@/lib/paths';

/** The query key that carries the page a visitor wanted before being sent to sign in. */
export const REDIRECT_PARAM = 'redirect';

/** Only same-site paths are followed, so a crafted link cannot send a shopper elsewhere. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** /signin with the wanted page kept in ?redirect=. */
export function signInPathFor(wanted: string): string {
  return `${paths.signIn()}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted }).toString()}`;
}
