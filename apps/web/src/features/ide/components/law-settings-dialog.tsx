import type { LawCatalog, LawSettingsBody } from '@hammurabi/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface LawSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catalog: LawCatalog;
  settings: LawSettingsBody;
  /** The profiles this workspace may pick (visitors' sample workspace has no Custom). */
  profiles: LawSettingsBody['profile'][];
  /** False for readers who may only look. */
  canEdit: boolean;
  saving: boolean;
  error: string | null;
  onSave: (settings: LawSettingsBody) => void;
  /** Who the settings apply to, in a sentence. */
  scope: string;
}

type LimitKey = keyof LawSettingsBody['limits'];

/** Configure Rules: the law profile, and for Custom the laws switched on and the Law of Brevity limits. */
export function LawSettingsDialog(props: LawSettingsDialogProps) {
  const [draft, setDraft] = useState(props.settings);
  const disabled = !props.canEdit || props.saving;
  const custom = draft.profile === 'custom';
  const setLimit = (key: LimitKey, value: number) => setDraft({ ...draft, limits: { ...draft.limits, [key]: value } });
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (open) setDraft(props.settings);
        props.onOpenChange(open);
      }}
    >
      <DialogContent title="Configure Rules" description={props.scope}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSave(draft);
          }}
        >
          <fieldset className="grid gap-2" disabled={disabled}>
            <legend className="mb-1 text-sm font-medium">Law profile</legend>
            {props.catalog.profiles
              .filter((profile) => props.profiles.includes(profile.id))
              .map((profile) => (
                <label key={profile.id} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="law-profile"
                    className="mt-1"
                    checked={draft.profile === profile.id}
                    onChange={() => setDraft({ ...draft, profile: profile.id })}
                  />
                  <span>
                    <span className="font-medium">{profile.label}</span>
                    <span className="block text-muted-foreground">{profile.description}</span>
                  </span>
                </label>
              ))}
          </fieldset>
          {custom && (
            <>
              <fieldset className="grid gap-1" disabled={disabled}>
                <legend className="mb-1 text-sm font-medium">Laws checked</legend>
                {props.catalog.laws.map((law) => (
                  <label key={law.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={draft.enabled_laws[law.id as keyof LawSettingsBody['enabled_laws']]}
                      onChange={(event) =>
                        setDraft({ ...draft, enabled_laws: { ...draft.enabled_laws, [law.id]: event.target.checked } })
                      }
                    />
                    {law.id} {law.name}
                  </label>
                ))}
              </fieldset>
              <fieldset className="grid grid-cols-2 gap-3" disabled={disabled}>
                <legend className="mb-1 text-sm font-medium">Law of Brevity limits</legend>
                {(Object.keys(draft.limits) as LimitKey[]).map((key) => {
                  const range = props.catalog.limit_ranges[key];
                  return (
                    <div key={key} className="grid gap-1">
                      <Label htmlFor={`limit-${key}`}>{range?.label ?? key}</Label>
                      <Input
                        id={`limit-${key}`}
                        type="number"
                        min={range?.min}
                        max={range?.max}
                        required
                        value={draft.limits[key]}
                        onChange={(event) => setLimit(key, event.target.valueAsNumber)}
                      />
                    </div>
                  );
                })}
              </fieldset>
            </>
          )}
          {props.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {props.error}
            </p>
          )}
          {props.canEdit ? (
            <Button type="submit" disabled={props.saving}>
              Save rules
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">Only the project&apos;s owner can change its rules.</p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
