import type { Profile, ProfileUpdate } from '@hammurabi/shared';
import type { User } from '@supabase/auth-js';
import { Pencil, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from '../components/avatar-upload';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { DataExportSection } from '../components/data-export-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { SignInMethods } from '../components/sign-in-methods';
import { ProfileForm } from '../components/profile-form';
import { ProfileView } from '../components/profile-view';
import { TwoFactorSection } from '../components/two-factor-section';

const metadataText = (user: User, key: string) => {
  const value: unknown = user.user_metadata[key];
  return typeof value === 'string' ? value : null;
};

/** When the profile cannot load, the page falls back to the auth user's data. */
function profileFromUser(user: User): Profile {
  return {
    id: user.id,
    email: user.email ?? '',
    username: metadataText(user, 'username'),
    full_name: metadataText(user, 'full_name'),
    bio: null,
    avatar_url: metadataText(user, 'avatar_url'),
    expertise_level: null,
    social_links: { github_username: null, linkedin_url: null, website_url: null },
    timezone: null,
    // The fallback never grants a role; staff screens check the server's answer.
    roles: [],
    created_at: user.created_at,
    updated_at: user.updated_at ?? user.created_at,
  };
}

/** The signed-in screen of /profile: view and edit modes, plus the account's security settings. */
export function ProfileScreen() {
  const { user, signOut, refreshUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const profile = useProfile(user?.id);
  const update = useUpdateProfile(user?.id);

  useEffect(() => {
    if (profile.error) {
      toast({ title: 'Failed to load profile', description: profile.error.message, variant: 'destructive' });
    }
  }, [profile.error]);

  if (!user) return null;

  const shown = profile.data ?? (profile.error ? profileFromUser(user) : null);
  const onSave = (values: ProfileUpdate) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Profile Updated',
          description: 'Your profile has been successfully updated.',
          variant: 'success',
        });
        setEditing(false);
        // The name in the header and the greeting come from the session's user.
        void refreshUser().catch(() => undefined);
      },
      onError: (error) => toast({ title: 'Update Failed', description: error.message, variant: 'destructive' }),
    });

  const signOutOthers = async () => {
    try {
      await signOut('others');
      toast({
        title: 'Signed out elsewhere',
        description: 'Your other devices have been signed out.',
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Sign out failed', description: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        {shown ? (
          <Button variant={editing ? 'outline' : 'primary'} onClick={() => setEditing(!editing)}>
            {editing ? <X aria-hidden /> : <Pencil aria-hidden />}
            {editing ? 'Cancel Edit' : 'Edit Profile'}
          </Button>
        ) : null}
      </div>
      <Card>
        {!shown ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your profile" />
          </div>
        ) : editing ? (
          <ProfileForm profile={shown} saving={update.isPending} error={update.error?.message} onSave={onSave} />
        ) : (
          <ProfileView profile={shown} />
        )}
      </Card>
      {shown ? (
        <Card className="grid gap-3" role="region" aria-labelledby="profile-picture">
          <h2 id="profile-picture" className="text-xl font-semibold">
            Profile picture
          </h2>
          <AvatarUpload profile={shown} />
        </Card>
      ) : null}
      <Card className="grid gap-8" role="region" aria-labelledby="account-security">
        <h2 id="account-security" className="text-xl font-semibold">
          Account and security
        </h2>
        <section aria-labelledby="security-methods" className="grid gap-3">
          <h3 id="security-methods" className="font-medium">
            Sign-in methods
          </h3>
          <SignInMethods />
        </section>
        <section aria-labelledby="security-email" className="grid gap-3">
          <h3 id="security-email" className="font-medium">
            E-mail address
          </h3>
          <ChangeEmailForm />
        </section>
        <section aria-labelledby="security-password" className="grid gap-3">
          <h3 id="security-password" className="font-medium">
            Password
          </h3>
          <ChangePasswordForm />
        </section>
        <section aria-labelledby="security-2fa" className="grid gap-3">
          <h3 id="security-2fa" className="font-medium">
            Two-factor authentication
          </h3>
          <TwoFactorSection />
        </section>
        <section aria-labelledby="security-devices" className="grid gap-3">
          <h3 id="security-devices" className="font-medium">
            Devices
          </h3>
          <p className="text-sm text-muted-foreground">
            Signed in on a shared or lost device? End every session but this one.
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => void signOutOthers()}>
            Sign out other devices
          </Button>
        </section>
        <section aria-labelledby="security-export" className="grid gap-3">
          <h3 id="security-export" className="font-medium">
            Download my data
          </h3>
          <DataExportSection />
        </section>
        <section aria-labelledby="security-delete" className="grid gap-3">
          <h3 id="security-delete" className="font-medium">
            Delete my account
          </h3>
          <DeleteAccountSection />
        </section>
      </Card>
    </div>
  );
}
