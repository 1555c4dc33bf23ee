import { AVATAR_MAX_BYTES, AVATAR_TYPE_MESSAGE, AVATAR_TYPES, type Profile } from '@hammurabi/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { avatarFor } from '@/lib/auth/avatar';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

/** Profile picture: choose a file, see it before uploading; remove it to go back to the generic avatar. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { user, refreshUser } = useAuth();
  const upload = useUploadAvatar(user?.id);
  const remove = useDeleteAvatar(user?.id);
  const input = useRef<HTMLInputElement>(null);
  // The chosen file and its preview URL, released when replaced or when the screen closes.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const setFile = (next: File | null) => setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setProblem(null);
    if (!chosen) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(chosen.type)) return setProblem(AVATAR_TYPE_MESSAGE);
    if (chosen.size > AVATAR_MAX_BYTES) return setProblem('The image is larger than 2 MB.');
    setFile(chosen);
  };

  const done = (title: string, description: string) => {
    toast({ title, description, variant: 'success' });
    void refreshUser().catch(() => undefined);
  };

  const save = () =>
    file &&
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        done('Picture updated', 'Your new profile picture is saved.');
      },
      onError: (error) => setProblem(error.message),
    });

  const uploaded = profile.avatar_url?.includes('/api/avatars/') ?? false;
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={preview ?? avatarFor({ id: profile.id, avatarUrl: profile.avatar_url })}
        alt={preview ? 'Preview of the new profile picture' : 'Your profile picture'}
        className="size-20 rounded-full border border-border object-cover"
      />
      <div className="grid gap-2">
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          // Opened by the buttons below; hidden, so screen readers do not meet a second, unlabelled control.
          hidden
          onChange={choose}
        />
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button variant="secondary" disabled={busy} onClick={save}>
                {upload.isPending ? 'Uploading…' : 'Upload picture'}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setFile(null)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              Choose a picture
            </Button>
          )}
          {uploaded && !file ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => done('Picture removed', 'Your profile shows the generic avatar again.'),
                  onError: (error) => setProblem(error.message),
                })
              }
            >
              Remove picture
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, at most 2 MB; shown at 256 × 256 pixels.</p>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
