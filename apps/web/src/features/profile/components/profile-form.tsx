import { EXPERTISE_LEVELS, type Profile, type ProfileUpdate } from '@hammurabi/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { browserTimeZone, timeZoneChoices } from '@/lib/time-zone';

const field = 'grid gap-1.5';

/** The profile in edit mode; blank fields are saved as cleared. */
export function ProfileForm({
  profile,
  saving,
  error,
  onSave,
}: {
  profile: Profile;
  saving: boolean;
  /** The last save's refusal; one about the username is shown under that field. */
  error?: string;
  onSave: (update: ProfileUpdate) => void;
}) {
  const usernameError = error?.startsWith('username: ') ? error.slice('username: '.length) : null;
  const [values, setValues] = useState({
    username: profile.username ?? '',
    full_name: profile.full_name ?? '',
    bio: profile.bio ?? '',
    avatar_url: profile.avatar_url ?? '',
    expertise_level: profile.expertise_level ?? '',
    github_username: profile.social_links.github_username ?? '',
    linkedin_url: profile.social_links.linkedin_url ?? '',
    website_url: profile.social_links.website_url ?? '',
    timezone: profile.timezone ?? browserTimeZone(),
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      username: values.username,
      full_name: values.full_name,
      bio: values.bio,
      avatar_url: values.avatar_url,
      expertise_level: (values.expertise_level || null) as ProfileUpdate['expertise_level'],
      timezone: values.timezone,
      social_links: {
        github_username: values.github_username,
        linkedin_url: values.linkedin_url,
        website_url: values.website_url,
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" aria-label="Edit profile">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className={field}>
          <Label htmlFor="profile-full-name">Full name</Label>
          <Input
            id="profile-full-name"
            autoComplete="name"
            maxLength={100}
            value={values.full_name}
            onChange={set('full_name')}
          />
        </div>
        <div className={field}>
          <Label htmlFor="profile-username">Username</Label>
          <Input
            id="profile-username"
            autoComplete="username"
            maxLength={30}
            value={values.username}
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={usernameError ? 'profile-username-error' : undefined}
            onChange={set('username')}
          />
          {usernameError ? (
            <p id="profile-username-error" role="alert" className="text-sm text-destructive">
              {usernameError}
            </p>
          ) : null}
        </div>
      </div>
      <div className={field}>
        <Label htmlFor="profile-bio">Bio</Label>
        <Textarea id="profile-bio" maxLength={500} rows={4} value={values.bio} onChange={set('bio')} />
        <p className="text-xs text-muted-foreground">{values.bio.length}/500</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className={field}>
          <Label htmlFor="profile-avatar">Avatar URL</Label>
          <Input
            id="profile-avatar"
            type="url"
            placeholder="https://…"
            value={values.avatar_url}
            onChange={set('avatar_url')}
          />
        </div>
        <div className={field}>
          <Label htmlFor="profile-expertise">Expertise level</Label>
          <select
            id="profile-expertise"
            className="h-10 rounded-md border border-border bg-background px-3 text-sm"
            value={values.expertise_level}
            onChange={set('expertise_level')}
          >
            <option value="">Not set</option>
            {EXPERTISE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level[0]!.toUpperCase() + level.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <Label htmlFor="profile-timezone">Time zone</Label>
          <select
            id="profile-timezone"
            aria-describedby="profile-timezone-hint"
            className="h-10 rounded-md border border-border bg-background px-3 text-sm"
            value={values.timezone}
            onChange={set('timezone')}
          >
            {timeZoneChoices(values.timezone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <p id="profile-timezone-hint" className="text-xs text-muted-foreground">
            Your learning streak counts days in this time zone.
          </p>
        </div>
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">Social links</legend>
        <div className={field}>
          <Label htmlFor="profile-github">GitHub username</Label>
          <Input id="profile-github" maxLength={39} value={values.github_username} onChange={set('github_username')} />
        </div>
        <div className={field}>
          <Label htmlFor="profile-linkedin">LinkedIn URL</Label>
          <Input
            id="profile-linkedin"
            type="url"
            placeholder="https://linkedin.com/in/…"
            value={values.linkedin_url}
            onChange={set('linkedin_url')}
          />
        </div>
        <div className={field}>
          <Label htmlFor="profile-website">Website URL</Label>
          <Input
            id="profile-website"
            type="url"
            placeholder="https://…"
            value={values.website_url}
            onChange={set('website_url')}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? <Spinner label="Saving" className="[&_svg]:size-4 [&_svg]:text-current" /> : null}
          Save Profile
        </Button>
      </div>
    </form>
  );
}
