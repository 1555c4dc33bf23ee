/**
 * Law profiles: which laws a project enforces and how strictly. Plain data and small helpers, so
 * the web app can read them through `@hammurabi/analysis/constants` without loading the engine.
 */
import { DEFAULT_BREVITY_LIMITS } from '../constants.ts';
import type { BrevityLimits, LawId } from '../types.ts';

/** Strict (the default): every engine finding plus the IDE's simplified checks; Standard: the engine's defaults; Custom: the project's choice. */
export type LawProfile = 'strict' | 'standard' | 'custom';

/** The profiles in the order the UI offers them. */
export const LAW_PROFILES: readonly LawProfile[] = ['strict', 'standard', 'custom'];

/** The profile a project has until its owner picks another. */
export const DEFAULT_LAW_PROFILE: LawProfile = 'strict';

/** Display names of the profiles. */
export const LAW_PROFILE_LABELS: Readonly<Record<LawProfile, string>> = {
  strict: 'Strict',
  standard: 'Standard',
  custom: 'Custom',
};

/** What each profile does, in one sentence. */
export const LAW_PROFILE_DESCRIPTIONS: Readonly<Record<LawProfile, string>> = {
  strict: 'Every engine finding plus the simplified checks: at most 20 lines per file and a /** comment in .js files.',
  standard: "The analysis engine's defaults: every law and rule with the standard limits.",
  custom: 'The laws and Law of Brevity limits this project chose.',
};

/** The allowed range of each Law of Brevity limit a Custom profile may set. */
export const BREVITY_LIMIT_RANGES: Readonly<Record<keyof BrevityLimits, { min: number; max: number; label: string }>> =
  {
    functionLines: { min: 5, max: 500, label: 'Function length (lines)' },
    complexity: { min: 2, max: 100, label: 'Cyclomatic complexity' },
    nesting: { min: 1, max: 20, label: 'Nesting depth' },
    parameters: { min: 1, max: 20, label: 'Parameters' },
  };

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
  /** The IDE's two simplified checks (20-line files, a /** comment in .js files). */
  simplifiedChecks: boolean;
}

const ALL_LAWS_ON: Readonly<Record<LawId, boolean>> = Object.freeze({
  HB001: true,
  HB002: true,
  HB003: true,
  HB004: true,
  HB005: true,
});

/** The settings of a project that has chosen nothing: Strict, every law on, the engine's limits. */
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
      simplifiedChecks: false,
    };
  }
  return {
    profile: settings.profile,
    enabledLaws: { ...ALL_LAWS_ON },
    limits: { ...DEFAULT_BREVITY_LIMITS },
    simplifiedChecks: settings.profile === 'strict',
  };
}
