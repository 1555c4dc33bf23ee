import { displayName, type Profile } from '@hammurabi/shared';
import { Briefcase, GitBranch, Globe } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { avatarFor } from '@/lib/auth/avatar';

const expertiseLabel = { beginner: 'Beginner', intermediate: 'Intermediate', expert: 'Expert' } as const;

/** The profile in view mode: avatar, names, bio, expertise and links. */
export function ProfileView({ profile }: { profile: Profile }) {
  const links = profile.social_links;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img
          src={avatarFor({ id: profile.id, avatarUrl: profile.avatar_url })}
          alt={`Avatar of ${displayName(profile)}`}
          width={96}
          height={96}
          className="size-24 rounded-full border border-border bg-muted object-cover"
        />
        <div className="min-w-0">
          <h2 className="text-2xl font-semibold break-words">{displayName(profile)}</h2>
          {profile.username ? <p className="text-muted-foreground">@{profile.username}</p> : null}
          <p className="text-sm break-all text-muted-foreground">{profile.email}</p>
          {profile.expertise_level ? (
            <Badge className="mt-2" variant="default">
              {expertiseLabel[profile.expertise_level]}
            </Badge>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="profile-bio">
        <h3 id="profile-bio" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Bio
        </h3>
        <p className="mt-1 whitespace-pre-line">{profile.bio ?? 'No bio yet.'}</p>
      </section>
      {links.github_username || links.linkedin_url || links.website_url ? (
        <section aria-labelledby="profile-links">
          <h3 id="profile-links" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Links
          </h3>
          <ul className="mt-2 grid gap-2 text-sm">
            {links.github_username ? (
              <li className="flex items-center gap-2">
                <GitBranch className="size-4" aria-hidden />
                <a
                  className="text-primary hover:underline"
                  href={`https://github.com/${encodeURIComponent(links.github_username)}`}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                >
                  {links.github_username}
                </a>
              </li>
            ) : null}
            {links.linkedin_url ? (
              <li className="flex items-center gap-2">
                <Briefcase className="size-4" aria-hidden />
                <a
                  className="break-all text-primary hover:underline"
                  href={links.linkedin_url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                >
                  {links.linkedin_url}
                </a>
              </li>
            ) : null}
            {links.website_url ? (
              <li className="flex items-center gap-2">
                <Globe className="size-4" aria-hidden />
                <a
                  className="break-all text-primary hover:underline"
                  href={links.website_url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                >
                  {links.website_url}
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
