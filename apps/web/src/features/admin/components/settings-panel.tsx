import type { InstanceSettingKey, InstanceSettings, InstanceSettingsView } from '@hammurabi/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { toast } from '@/lib/toast';
import { useChangeInstanceSettings, useInstanceSettings } from '../api/admin-api';

const ENV_NAMES: Record<InstanceSettingKey, string> = {
  signup_disabled: 'AUTH_DISABLE_SIGNUP',
  allowed_email_domains: 'AUTH_ALLOWED_EMAIL_DOMAINS',
  moderation_flag_threshold: 'MODERATION_FLAG_THRESHOLD',
};

function shown(key: InstanceSettingKey, settings: InstanceSettings): string {
  if (key === 'signup_disabled') return settings.signup_disabled ? 'closed' : 'open';
  if (key === 'allowed_email_domains') return settings.allowed_email_domains.join(', ') || 'any domain';
  return String(settings.moderation_flag_threshold);
}

/** Under a field: where its value comes from, and a way back to the environment's value. */
function Origin({
  view,
  name,
  busy,
  onReset,
}: {
  view: InstanceSettingsView;
  name: InstanceSettingKey;
  busy: boolean;
  onReset: () => void;
}) {
  const changed = view.changed.includes(name);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      {changed
        ? `Set by an administrator. Default (${ENV_NAMES[name]}): ${shown(name, view.defaults)}.`
        : `Follows ${ENV_NAMES[name]}.`}
      {changed ? (
        <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" disabled={busy} onClick={onReset}>
          Use the default
        </Button>
      ) : null}
    </p>
  );
}

function SettingsForm({ view }: { view: InstanceSettingsView }) {
  const change = useChangeInstanceSettings();
  const [closed, setClosed] = useState(view.settings.signup_disabled);
  const [domains, setDomains] = useState(view.settings.allowed_email_domains.join(', '));
  const [threshold, setThreshold] = useState(String(view.settings.moderation_flag_threshold));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (body: Parameters<typeof change.mutate>[0], after?: (next: InstanceSettingsView) => void) => {
    setError(null);
    change.mutate(body, {
      onSuccess: (next) => {
        toast({ title: 'Settings saved', description: 'Every server uses them from now on.', variant: 'success' });
        setReason('');
        after?.(next);
      },
      onError: (failure) => setError(failure.message),
    });
  };
  const list = domains
    .split(/[\s,]+/)
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  // Only what differs from the values in force is sent: the others keep following their variable.
  const edits: Partial<InstanceSettings> = {};
  if (closed !== view.settings.signup_disabled) edits.signup_disabled = closed;
  if (list.join(',') !== view.settings.allowed_email_domains.join(',')) edits.allowed_email_domains = list;
  if (Number(threshold) !== view.settings.moderation_flag_threshold) {
    edits.moderation_flag_threshold = Number(threshold);
  }
  const dirty = Object.keys(edits).length > 0;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (dirty) send({ ...edits, reason: reason.trim() || undefined });
  };
  const reset = (key: InstanceSettingKey) =>
    send({ [key]: null, reason: reason.trim() || undefined }, (next) => {
      if (key === 'signup_disabled') setClosed(next.settings.signup_disabled);
      if (key === 'allowed_email_domains') setDomains(next.settings.allowed_email_domains.join(', '));
      if (key === 'moderation_flag_threshold') setThreshold(String(next.settings.moderation_flag_threshold));
    });
  const busy = change.isPending;

  return (
    <Card className="p-4 sm:p-6">
      <form className="grid gap-6" onSubmit={save} aria-labelledby="admin-settings-title">
        <div className="grid gap-1">
          <h2 id="admin-settings-title" className="text-lg font-semibold">
            Instance settings
          </h2>
          <p className="text-sm text-muted-foreground">
            Changes hold at once on every server and are written to the audit log.
          </p>
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Sign-ups</legend>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={closed}
              onChange={(event) => setClosed(event.target.checked)}
            />
            <span>Close sign-ups: only invited and administrator-made accounts get in</span>
          </label>
          <Origin view={view} name="signup_disabled" busy={busy} onReset={() => reset('signup_disabled')} />
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-domains">Allowed e-mail domains</Label>
          <Input
            id="settings-domains"
            value={domains}
            placeholder="Any domain"
            aria-describedby="settings-domains-help"
            onChange={(event) => setDomains(event.target.value)}
          />
          <p id="settings-domains-help" className="text-xs text-muted-foreground">
            Comma-separated, such as school.example. Empty: anyone may sign up.
          </p>
          <Origin view={view} name="allowed_email_domains" busy={busy} onReset={() => reset('allowed_email_domains')} />
        </div>
        <div className="grid gap-1.5 sm:max-w-xs">
          <Label htmlFor="settings-threshold">Flags that hide a post</Label>
          <Input
            id="settings-threshold"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            required
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
          />
          <Origin
            view={view}
            name="moderation_flag_threshold"
            busy={busy}
            onReset={() => reset('moderation_flag_threshold')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-reason">Reason (optional, for the audit log)</Label>
          <Input
            id="settings-reason"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || !dirty} aria-busy={busy || undefined}>
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
          {dirty ? null : <span className="text-sm text-muted-foreground">No changes to save.</span>}
        </div>
      </form>
    </Card>
  );
}

/** The settings an administrator changes while the site runs (sign-ups, domains, flag threshold). */
export function SettingsPanel() {
  const settings = useInstanceSettings();
  if (settings.isError) {
    return <ErrorPanel title="Could not load the settings" message={settings.error.message} retry={settings} />;
  }
  if (!settings.data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the settings" />
      </div>
    );
  }
  return <SettingsForm view={settings.data} />;
}
