/** Project languages, stored lowercase, with the labels people read. */
export const PROJECT_LANGUAGES = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  typescript: 'TypeScript',
  'c#': 'C#',
  'c++': 'C++',
  php: 'PHP',
  go: 'Go',
  ruby: 'Ruby',
  swift: 'Swift',
  kotlin: 'Kotlin',
  rust: 'Rust',
  other: 'Other',
} as const;
export type ProjectLanguage = keyof typeof PROJECT_LANGUAGES;
export const projectLanguageIds = Object.keys(PROJECT_LANGUAGES) as [ProjectLanguage, ...ProjectLanguage[]];

/** Frameworks: lowercase, spaces turned into hyphens. */
export const PROJECT_FRAMEWORKS = {
  react: 'React',
  angular: 'Angular',
  'vue.js': 'Vue.js',
  'node.js': 'Node.js',
  express: 'Express',
  django: 'Django',
  flask: 'Flask',
  'spring-boot': 'Spring Boot',
  '.net-core': '.NET Core',
  'ruby-on-rails': 'Ruby on Rails',
  laravel: 'Laravel',
  fastapi: 'FastAPI',
  none: 'None',
  other: 'Other',
} as const;
export type ProjectFramework = keyof typeof PROJECT_FRAMEWORKS;
export const projectFrameworkIds = Object.keys(PROJECT_FRAMEWORKS) as [ProjectFramework, ...ProjectFramework[]];

export const PROJECT_VISIBILITIES = {
  private: 'Private (only you)',
  public: 'Public (visible to everyone)',
} as const;
export type ProjectVisibility = keyof typeof PROJECT_VISIBILITIES;

export const COLLABORATOR_ROLES = {
  editor: 'Editor — can edit files',
  viewer: 'Viewer — can read',
} as const;
export type CollaboratorRole = keyof typeof COLLABORATOR_ROLES;

/** Limits enforced by the API and shown in forms. */
export const PROJECT_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  tagsMax: 10,
  tagMax: 30,
  filenameMax: 255,
  fileBytesMax: 1024 * 1024,
  filesPerProjectMax: 500,
  pageSizeDefault: 50,
  pageSizeMax: 100,
} as const;

/** Lower-cases a framework name and turns spaces into hyphens ("Spring Boot" → "spring-boot"). */
export function normalizeFramework(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A case-insensitive substring match on title, description and language. */
export function matchesProjectSearch(
  project: { title: string; description: string | null; language: string },
  term: string,
): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [project.title, project.description ?? '', project.language].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
