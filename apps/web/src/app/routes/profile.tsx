import { useSignOut } from '@/lib/use-sign-out';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const signOut = useSignOut();
  return <ProfilePage onSignOut={() => void signOut()} />;
}
