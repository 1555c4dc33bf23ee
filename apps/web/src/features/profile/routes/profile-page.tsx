import { lazy, Suspense } from 'react';
import { AccessDenied } from '@/components/auth/access-denied';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

// A visitor only sees the notice: the profile's forms and security sections load for signed-in
// users alone.
const ProfileScreen = lazy(async () => ({ default: (await import('./profile-screen')).ProfileScreen }));

/** /profile: the signed-in user's profile and security settings; visitors are asked to log in. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useAuth();
  if (!user) {
    return <AccessDenied message="Access Denied - Please log in to view your profile." />;
  }
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-20">
          <Spinner label="Loading profile" />
        </div>
      }
    >
      <ProfileScreen />
    </Suspense>
  );
}
