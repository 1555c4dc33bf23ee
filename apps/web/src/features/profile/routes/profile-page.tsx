import { lazy, Suspense } from 'react';
import { AccessDenied } from '@/components/auth/access-denied';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { loadQueryClient } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/use-document-title';

// A visitor only sees the notice: the profile's forms and security sections load for signed-in
// users alone, with the query cache.
const ProfileScreen = lazy(async () => {
  const [{ ProfileScreen: Screen }] = await Promise.all([import('./profile-screen'), loadQueryClient()]);
  return { default: Screen };
});

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
