import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { profileQueryKey } from '@/lib/query-keys';
import { endSession } from '@/lib/session-store';

/** Log out: home first (so no signed-in guard bounces to /signin), then drop the session and private data. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await navigate(paths.home());
    endSession();
    queryClient.removeQueries({ queryKey: profileQueryKey });
  };
}
