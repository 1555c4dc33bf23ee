import type { JWK } from 'jose';
import type { RateLimit } from '../http/rate-limiter.ts';

export type { RateLimit };
import type { OAuthProviderConfig } from './oauth/provider-config.ts';

/** Settings of the auth server. Durations are injectable so tests never sleep. */
export interface AuthConfig {
  /** HS256 signing secret; when unset it is generated once into DATA_DIR/jwt-secret. */
  jwtSecret: string | undefined;
  jwtExpirySeconds: number;
  /** JWT_KEYS: signing and verification keys beside the secret (decision 121); unset: HS256 only. */
  jwtKeys: JWK[] | undefined;
  /** The public anon key every /auth/v1 request carries; derived from the secret when unset. */
  anonKey: string | undefined;
  /**
   * The secret service_role key of the admin API (`apikey` and bearer); derived from the secret
   * when unset, printed by `npm run admin -- service-key`.
   */
  serviceRoleKey: string | undefined;
  /** true: POST /signup and /otp answer 422 signup_disabled; invited and admin-created users still get in. */
  disableSignup: boolean;
  /** When not empty, only addresses at these domains may sign up (AUTH_ALLOWED_EMAIL_DOMAINS). */
  allowedEmailDomains: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** true: new accounts must confirm their e-mail; false: they are confirmed at once. */
  confirmEmail: boolean;
  bcryptCost: number;
  passwordMinLength: number;
  /** A rotated refresh token replayed within this many seconds still works (multiple tabs). */
  refreshReuseIntervalSeconds: number;
  mfaChallengeExpirySeconds: number;
  /** Unverified TOTP factors older than this are purged. */
  mfaFactorExpirySeconds: number;
  /** Lifetime of e-mail links and codes. */
  otpExpirySeconds: number;
  /** No second confirmation/recovery mail to one user within this many seconds. */
  mailMinIntervalSeconds: number;
  rateLimits: {
    signInPerIp: RateLimit;
    /**
     * Password sign-ins for one account from one address. Per address, not per account alone,
     * so someone guessing elsewhere cannot lock the owner out; signInPerIp bounds spraying.
     */
    signInPerAccountAndIp: RateLimit;
    /** Account changes (PUT /user) per signed-in user. */
    updateUserPerAccount: RateLimit;
    signUpPerIp: RateLimit;
    recoverPerIp: RateLimit;
    recoverPerAccount: RateLimit;
    verifyPerIp: RateLimit;
    refreshPerIp: RateLimit;
    mfaPerIp: RateLimit;
  };
  /** External sign-in providers enabled from the environment (GitHub, Google, GitLab, OIDC). */
  providers: OAuthProviderConfig[];
  /** Redirect targets allowed besides SITE_URL (AUTH_REDIRECT_URLS), with `*` and `**` wildcards. */
  redirectUrls: string[];
  /** true: an e-mail change must be confirmed from the current address as well as the new one. */
  secureEmailChange: boolean;
  /** Lifetime of a PKCE one-time code and of a provider sign-in in progress. */
  flowStateExpirySeconds: number;
  /** The clock, in milliseconds; tests move it forward instead of waiting. */
  now: () => number;
}

/** GoTrue-like defaults; throttles are loose enough that refreshing never signs anyone out. */
export function defaultAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    jwtSecret: undefined,
    jwtKeys: undefined,
    jwtExpirySeconds: 3600,
    anonKey: undefined,
    serviceRoleKey: undefined,
    disableSignup: false,
    allowedEmailDomains: [],
    smtpUrl: undefined,
    mailFrom: 'Hammurabi <no-reply@hammurabi.local>',
    confirmEmail: false,
    bcryptCost: 10,
    passwordMinLength: 6,
    refreshReuseIntervalSeconds: 10,
    mfaChallengeExpirySeconds: 300,
    mfaFactorExpirySeconds: 300,
    otpExpirySeconds: 3600,
    mailMinIntervalSeconds: 60,
    rateLimits: {
      signInPerIp: { max: 150, windowSeconds: 300 },
      signInPerAccountAndIp: { max: 20, windowSeconds: 300 },
      updateUserPerAccount: { max: 20, windowSeconds: 300 },
      signUpPerIp: { max: 100, windowSeconds: 300 },
      recoverPerIp: { max: 30, windowSeconds: 300 },
      recoverPerAccount: { max: 5, windowSeconds: 3600 },
      verifyPerIp: { max: 60, windowSeconds: 300 },
      refreshPerIp: { max: 1800, windowSeconds: 3600 },
      mfaPerIp: { max: 30, windowSeconds: 60 },
    },
    providers: [],
    redirectUrls: [],
    secureEmailChange: true,
    flowStateExpirySeconds: 300,
    now: () => Date.now(),
    ...overrides,
  };
}

/** The limits counted per address, which many people behind one address (a school) share. */
const PER_ADDRESS = ['signInPerIp', 'signUpPerIp', 'recoverPerIp', 'verifyPerIp', 'refreshPerIp', 'mfaPerIp'] as const;

/** The rate limits with every per-address maximum multiplied by `scale` (AUTH_IP_LIMIT_SCALE). */
export function scalePerAddressLimits(limits: AuthConfig['rateLimits'], scale: number): AuthConfig['rateLimits'] {
  const scaled = { ...limits };
  for (const name of PER_ADDRESS) scaled[name] = { ...limits[name], max: Math.ceil(limits[name].max * scale) };
  return scaled;
}
