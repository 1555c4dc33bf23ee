/** A project's law settings and what they enforce; the profiles themselves are shared data. */
import { DEFAULT_LAW_PROFILE, type LawProfile } from '@hammurabi/shared/domain/law-profiles';
import { DEFAULT_BREVITY_LIMITS } from '../constants.ts';
import type { BrevityLimits, LawId } from '../types.ts';

/** A project's law settings as stored: the profile, and for Custom the enabled laws and limits. */
export interface LawSettings {
  profile: LawProfile;
  enabledLaws: Record<LawId, boolean>;
  limits: BrevityLimits;
}

/** What a profile enforces once resolved. */
export interface EffectiveLawSettings {
  profile: LawProfile;
  enabledLaws: Record<LawId, boolean>;
  limits: BrevityLimits;
  /** Strict's two file checks (short files, a /** comment at the top of .js files). */
  strictFileChecks: boolean;
}

const ALL_LAWS_ON: Readonly<Record<LawId, boolean>> = Object.freeze({
  HB001: true,
  HB002: true,
  HB003: true,
  HB004: true,
  HB005: true,
});

/** The settings of a project that has chosen nothing: Standard, every law on, the engine's limits. */
export function defaultLawSettings(profile: LawProfile = DEFAULT_LAW_PROFILE): LawSettings {
  return { profile, enabledLaws: { ...ALL_LAWS_ON }, limits: { ...DEFAULT_BREVITY_LIMITS } };
}

/** What the settings enforce: Strict and Standard ignore the stored Custom choices. */
export function effectiveLawSettings(settings: LawSettings): EffectiveLawSettings {
  if (settings.profile === 'custom') {
    return {
      profile: 'custom',
      enabledLaws: { ...ALL_LAWS_ON, ...settings.enabledLaws },
      limits: { ...DEFAULT_BREVITY_LIMITS, ...settings.limits },
      strictFileChecks: false,
    };
  }
  return {
    profile: settings.profile,
    enabledLaws: { ...ALL_LAWS_ON },
    limits: { ...DEFAULT_BREVITY_LIMITS },
    strictFileChecks: settings.profile === 'strict',
  };
}
