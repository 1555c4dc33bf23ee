import type { FastifyInstance } from 'fastify';
import { AuthError } from './errors.ts';

/** Issuers GoTrue knows for `grant_type=id_token` providers (token_oidc.go). */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  google: 'https://accounts.google.com',
  kakao: 'https://kauth.kakao.com',
};

/**
 * `grant_type=id_token`: sign-in with a provider's ID token is not offered (not even for the
 * providers configured for the redirect flow), so every request answers as GoTrue does for a
 * provider that is turned off; an unknown provider as GoTrue's "not allowed".
 */
export function idTokenGrantDisabled(provider: unknown): AuthError {
  const name = typeof provider === 'string' ? provider : '';
  const issuer = ID_TOKEN_ISSUERS[name] ?? (name.startsWith('https://') ? name : undefined);
  if (issuer === undefined) {
    return new AuthError(400, 'validation_failed', `Custom OIDC provider "${name}" not allowed`);
  }
  return new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

export const web3Disabled = () => new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
export const phoneDisabled = () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
/** grant_type=password with a phone number instead of an address (GoTrue with phone off). */
export const phoneLoginsDisabled = () => new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');

/** GoTrue's E.164 check after dropping a leading `+` and spaces (api/phone.go). */
const E164 = /^[1-9][0-9]{1,14}$/;

/**
 * POST /verify of an SMS code (`sms`, `phone_change`): no account has a phone number, so a
 * well-formed number answers as GoTrue does for a code nobody was sent; a malformed one gets its
 * validation error first, as there.
 */
export function phoneCodeRejected(phone: unknown): AuthError {
  const digits = typeof phone === 'string' ? phone.replace(/^\+/, '').replaceAll(' ', '') : '';
  if (!E164.test(digits)) {
    return new AuthError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}

/** SAML single sign-on is not offered: its routes answer as GoTrue with SAML turned off. */
export async function disabledFeatureRoutes(app: FastifyInstance): Promise<void> {
  const samlDisabled = () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  };
  const schema = (summary: string) => ({ schema: { summary: `${summary} (SAML is disabled: 404)` } });
  app.post('/sso', schema('Single sign-on through a SAML provider'), samlDisabled);
  app.post('/sso/saml/acs', schema("A SAML provider's assertion"), samlDisabled);
  app.get('/sso/saml/metadata', schema('The SAML service provider metadata'), samlDisabled);
  app.get('/admin/sso/providers', schema('SAML providers (admin)'), samlDisabled);
  app.post('/admin/sso/providers', schema('Add a SAML provider (admin)'), samlDisabled);
}
