/**
 * Reviews that teach: every finding the engine can report (a law, a security family, a
 * performance or reliability rule) names the lesson that teaches it. The lessons are exercises of
 * the "review-lessons" learning path (packages/content/content/learning/review-lessons.md); a test
 * on the server checks that every rule and law of the engine has an entry and that every target
 * exists in the content.
 */

/** The learning path whose modules are the lessons findings link to. */
export const REVIEW_LESSONS_PATH = 'review-lessons';

/** The lesson module of each law or rule id. */
export const LESSON_FOR_RULE: Readonly<Record<string, string>> = Object.freeze({
  HB001: 'lesson-brevity',
  HB002: 'lesson-naming',
  HB003: 'lesson-documented-purpose',
  HB004: 'lesson-immutable-state',
  HB005: 'lesson-tested-units',
  SEC001: 'lesson-code-injection',
  SEC002: 'lesson-sql-injection',
  SEC003: 'lesson-command-injection',
  SEC004: 'lesson-secrets',
  SEC005: 'lesson-xss',
  SEC006: 'lesson-deserialisation',
  SEC007: 'lesson-weak-hashing',
  SEC008: 'lesson-tls',
  SEC009: 'lesson-open-redirect',
  SEC010: 'lesson-path-traversal',
  SEC011: 'lesson-ldap-injection',
  SEC012: 'lesson-xpath-injection',
  SEC013: 'lesson-session-trust',
  // Predictable randomness has no exercise a judge can check; it shares the lesson on keys and tokens.
  SEC014: 'lesson-secrets',
  SEC015: 'lesson-weak-ciphers',
  SEC016: 'lesson-cookie-flags',
  SEC017: 'lesson-xxe',
  SEC018: 'lesson-ssrf',
  PERF001: 'lesson-loops-performance',
  PERF002: 'lesson-loops-performance',
  PERF003: 'lesson-io-in-loops',
  PERF004: 'lesson-io-in-loops',
  PERF005: 'lesson-loops-performance',
  REL001: 'lesson-handled-errors',
  REL002: 'lesson-handled-errors',
  REL003: 'lesson-finish-clean',
  REL004: 'lesson-handled-errors',
  MNT001: 'lesson-finish-clean',
  GOV001: 'lesson-finish-clean',
  SYN001: 'lesson-syntax-errors',
});

/** The address of the lesson that teaches a finding's law or rule, or null for an unknown id. */
export function learnUrl(ruleId: string): string | null {
  const lesson = Object.hasOwn(LESSON_FOR_RULE, ruleId) ? LESSON_FOR_RULE[ruleId] : undefined;
  return lesson ? `/learning/${REVIEW_LESSONS_PATH}/${lesson}` : null;
}
