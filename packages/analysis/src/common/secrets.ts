/** Heuristics for hard-coded secrets (SEC004), shared by every front end. */
import { MIN_SECRET_LENGTH } from '../constants.ts';

const SECRET_WORDS = new Set(['password', 'passwd', 'pwd', 'passphrase', 'secret', 'credential', 'credentials']);
const KEY_QUALIFIERS = new Set([
  'api',
  'private',
  'secret',
  'access',
  'signing',
  'encryption',
  'client',
  'master',
  'auth',
  'app',
]);
const TOKEN_QUALIFIERS = new Set([
  'access',
  'auth',
  'api',
  'bearer',
  'refresh',
  'secret',
  'session',
  'github',
  'slack',
  'bot',
  'personal',
]);

/** Splits an identifier or key into lowercase words: apiKey, API_KEY, api-key → ["api", "key"]. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Secret words written as one word (apiKey and API_KEY split into two words; apikey does not). */
const COMPOUND_SECRET_WORDS = new Set(['apikey', 'secretkey', 'privatekey', 'accesstoken', 'authtoken']);

/** True when a variable, property or keyword name denotes a secret (password, apiKey, AUTH_TOKEN…). */
export function isSecretName(name: string): boolean {
  const words = identifierWords(name);
  const last = words[words.length - 1];
  const previous = words[words.length - 2];
  if (!last) return false;
  if (SECRET_WORDS.has(last) || COMPOUND_SECRET_WORDS.has(last)) return true;
  if (last === 'key' && previous !== undefined && KEY_QUALIFIERS.has(previous)) return true;
  if (last === 'token' && (previous === undefined || TOKEN_QUALIFIERS.has(previous))) return true;
  return false;
}

const PLACEHOLDER_VALUE =
  /^(?:<.*>|\{\{.*\}\}|\$\{.*\}|%\(?\w+\)?s?|x+|\*+|\.+|-+|your[-_ ].*|change[-_ ]?me|changeit|example.*|placeholder|dummy|redacted|none|null|undefined|todo|test|secret|password)$/i;
const ENV_VAR_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Values that are not secrets: placeholders, environment-variable names, URLs, paths, messages, repeated characters. */
const NOT_SECRET_SHAPES: readonly RegExp[] = [
  PLACEHOLDER_VALUE,
  ENV_VAR_NAME,
  /^(https?:)?\/\//, // URLs
  /^\/[\w/-]*$/, // paths
  /^\D*[.!?]$/, // messages (a value with digits that ends in '!' is still a password)
  /^[A-Z][a-z]+ [a-z]/, // "Password is required"
  /^(.)\1+$/,
];

/**
 * True when a string literal assigned to a secret name looks like a real secret rather than a
 * placeholder, an environment-variable name, a label or a sentence.
 */
export function looksLikeSecretValue(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length < MIN_SECRET_LENGTH || trimmed.length > 200) return false;
  if (trimmed.split(/\s+/).length > 3) return false; // messages
  return !NOT_SECRET_SHAPES.some((shape) => shape.test(trimmed));
}

const KNOWN_KEY_FORMATS: readonly { pattern: RegExp; label: string }[] = [
  { pattern: /\bAKIA[0-9A-Z]{16}\b/, label: 'an AWS access key id' },
  { pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/, label: 'a GitHub token' },
  { pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/, label: 'a Slack token' },
  { pattern: /\b[sr]k_live_[A-Za-z0-9]{16,}/, label: 'a Stripe live key' },
  { pattern: /\bAIza[0-9A-Za-z_-]{35}\b/, label: 'a Google API key' },
  { pattern: /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}/, label: 'an OpenAI-style secret key' },
  { pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/, label: 'a private key' },
];

/** The kind of credential a string contains by its well-known format, if any. */
export function knownSecretFormat(value: string): string | undefined {
  if (/EXAMPLE|example|xxxx|XXXX/.test(value)) return undefined;
  return KNOWN_KEY_FORMATS.find((format) => format.pattern.test(value))?.label;
}

/** True when text mentions passwords or credentials (context for weak-hash findings). */
export function mentionsPassword(text: string): boolean {
  return /pass(?:word|wd|phrase)|pwd|credential/i.test(text);
}
