import { AccessDenied } from '@/components/auth/access-denied';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';

// A visitor only sees the notice: the profile's forms and security sections load for signed-in
// users alone, with the query cache.
const ProfileScreen = lazyAfterPaint(async () => (await import('./profile-screen')).ProfileScreen, { queries: true });

/** /profile: the signed-in user's profile and security settings; visitors are asked to log in. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useAuth();
  if (!user) {
    return <AccessDenied message="Access Denied - Please log in to view your profile." />;
  }
  return (
    <ProfileScreen
      fallback={
        <div className="flex justify-center py-20">
          <Spinner label="Loading profile" />
        </div>
      }
    />
  );
}
