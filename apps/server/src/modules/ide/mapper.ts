import type { LawSettings } from '@hammurabi/analysis';
import type { LawSettingsBody, Release, ReleaseDetail } from '@hammurabi/shared';
import type { ReleaseRecord } from './repository.ts';

/** The API's snake_case settings as the engine reads them. */
export function toEngineSettings(body: LawSettingsBody): LawSettings {
  return {
    profile: body.profile,
    enabledLaws: { ...body.enabled_laws },
    limits: {
      functionLines: body.limits.function_lines,
      complexity: body.limits.complexity,
      nesting: body.limits.nesting,
      parameters: body.limits.parameters,
    },
  };
}

/** The engine's settings in the API's shape. */
export function toSettingsBody(settings: LawSettings): LawSettingsBody {
  return {
    profile: settings.profile,
    enabled_laws: { ...settings.enabledLaws },
    limits: {
      function_lines: settings.limits.functionLines,
      complexity: settings.limits.complexity,
      nesting: settings.limits.nesting,
      parameters: settings.limits.parameters,
    },
  };
}

/** A stored release (files without content) for the API. */
export function toRelease(record: ReleaseRecord): Release {
  return {
    ...record,
    created_at: new Date(record.created_at).toISOString(),
    files: record.files.map(({ content: _content, ...file }) => file),
  };
}

/** A stored release with its files' content for the API. */
export function toReleaseDetail(record: ReleaseRecord): ReleaseDetail {
  return {
    ...record,
    created_at: new Date(record.created_at).toISOString(),
    files: record.files.map((file) => ({ ...file, content: file.content ?? '' })),
  };
}
