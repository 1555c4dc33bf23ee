import {
  INSTANCE_SETTING_KEYS,
  type InstanceSettingKey,
  type InstanceSettings,
  InstanceSettingsSchema,
  type InstanceSettingsUpdate,
  type InstanceSettingsView,
} from '@hammurabi/shared';
import { recordAdminAction, type AdminActor } from '../auth/admin/audit.ts';
import type { Db, DbExecutor } from '../db/client.ts';
import * as repository from './repository.ts';

/**
 * Settings safe to change while the site runs (decision 101): sign-ups open or closed, the
 * allowed e-mail domains and the moderation flag threshold. A setting follows its environment
 * variable (the defaults) until an administrator sets it; the value lives in PostgreSQL and is
 * read on every use, so all servers on the database agree at once and nothing is cached here.
 */

/** The environment's values: what each setting is until an administrator changes it. */
export interface SettingDefaults {
  disableSignup: boolean;
  allowedEmailDomains: string[];
  flagThreshold: number;
}

function asSettings(defaults: SettingDefaults): InstanceSettings {
  return {
    signup_disabled: defaults.disableSignup,
    allowed_email_domains: defaults.allowedEmailDomains,
    moderation_flag_threshold: defaults.flagThreshold,
  };
}

/** The stored values of `keys` that still read as valid (a value a later version rejects falls back). */
async function stored<K extends InstanceSettingKey>(
  db: DbExecutor,
  keys: readonly K[],
): Promise<Partial<Pick<InstanceSettings, K>>> {
  const found: Partial<Pick<InstanceSettings, K>> = {};
  for (const row of await repository.storedSettings(db, keys)) {
    const key = row.key as K;
    const parsed = InstanceSettingsSchema.shape[key].safeParse(row.value);
    if (parsed.success) found[key] = parsed.data as InstanceSettings[K];
  }
  return found;
}

/** Who may open an account by themselves now: sign-ups closed, and the allowed domains. */
export async function signupRules(
  db: DbExecutor,
  defaults: Pick<SettingDefaults, 'disableSignup' | 'allowedEmailDomains'>,
): Promise<{ disabled: boolean; domains: string[] }> {
  const found = await stored(db, ['signup_disabled', 'allowed_email_domains'] as const);
  return {
    disabled: found.signup_disabled ?? defaults.disableSignup,
    domains: found.allowed_email_domains ?? defaults.allowedEmailDomains,
  };
}

/** How many distinct members' open flags hide a post now. */
export async function flagThreshold(db: DbExecutor, fallback: number): Promise<number> {
  return (await stored(db, ['moderation_flag_threshold'] as const)).moderation_flag_threshold ?? fallback;
}

/** Every setting as in force, with the defaults and which ones an administrator set. */
export async function settingsView(db: DbExecutor, defaults: SettingDefaults): Promise<InstanceSettingsView> {
  const base = asSettings(defaults);
  const found = await stored(db, INSTANCE_SETTING_KEYS);
  return {
    settings: { ...base, ...found },
    defaults: base,
    changed: INSTANCE_SETTING_KEYS.filter((key) => key in found),
  };
}

/**
 * Sets (or with null, puts back to the default) the settings named in `update`, and records the
 * change with its old and new values in the audit log, in one transaction.
 */
export async function changeSettings(
  db: Db,
  actor: AdminActor,
  defaults: SettingDefaults,
  update: InstanceSettingsUpdate,
): Promise<InstanceSettingsView> {
  const { reason, ...values } = update;
  await db.transaction(async (tx) => {
    const before = await settingsView(tx, defaults);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of INSTANCE_SETTING_KEYS) {
      const value = values[key];
      if (value === undefined) continue;
      if (value === null) await repository.clearSetting(tx, key);
      else await repository.storeSetting(tx, key, value, actor.label);
      const to = value ?? before.defaults[key];
      if (JSON.stringify(to) !== JSON.stringify(before.settings[key])) {
        changes[key] = { from: before.settings[key], to };
      }
    }
    if (Object.keys(changes).length > 0) {
      await recordAdminAction(tx, actor, { action: 'settings_changed', reason: reason ?? null, details: changes });
    }
  });
  return settingsView(db, defaults);
}
