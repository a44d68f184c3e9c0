import { AUTH_MESSAGES } from '@store/contracts/auth';
import { useEffect, useRef } from 'react';
import { useAuthConfig } from '../api/get-auth-config';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

type GoogleId = {
  initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
};
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let scriptLoad: Promise<void> | null = null;

/** Loads Google Identity Services once per page. */
function loadGsi(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Could not load Google sign-in'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/**
 * Google's own button, shown only when the server has a client id. A failure is only logged
 * (docs/product.md, Error messages); the e-mail form stays usable.
 */
export function GoogleSignInButton({ onCredential }: { onCredential: (credential: string) => void }) {
  const { data } = useAuthConfig();
  const clientId = data?.data.google_client_id ?? null;
  const slot = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGsi()
      .then(() => {
        const id = window.google?.accounts?.id;
        if (cancelled || !id || !slot.current) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) callback.current(credential);
            else console.warn('Google sign-in returned no credential');
          },
        });
        id.renderButton(slot.current, { theme: 'outline', size: 'large', text: 'continue_with', width: 320 });
      })
      .catch((error: unknown) => console.warn(AUTH_MESSAGES.googleFailed, error));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <div ref={slot} className="mt-5 flex min-h-11 justify-center" data-testid="google-sign-in" />
    </div>
  );
}
