import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** What a signed-in shopper sees at /admin: a 403 in words, and the ways out. */
export function NotAllowedPage({ onSwitchAccount }: { onSwitchAccount: () => void }) {
  useDocumentMeta({ title: 'Not allowed' });
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-background px-4">
      <div className="w-full max-w-md">
        <p
          className="mb-4 text-center font-display text-7xl font-extrabold tracking-tighter text-primary italic"
          aria-hidden="true"
        >
          403
        </p>
        <StatusState
          icon={ShieldAlert}
          title="You are not allowed here"
          headingLevel={1}
          actions={
            <>
              <Button asChild>
                <Link to={paths.home()}>Back to the store</Link>
              </Button>
              <Button variant="outline" onClick={onSwitchAccount}>
                Sign in as staff
              </Button>
            </>
          }
        >
          The back office is for the shop's staff. Your account is a customer account.
        </StatusState>
      </div>
    </main>
  );
}
