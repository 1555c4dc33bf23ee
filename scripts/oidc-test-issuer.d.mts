/** The subject id the test issuer gives an account: one per address and verification state. */
export declare function subjectOf(email: string, verified: boolean): string;

/** A running test issuer. */
export interface OidcTestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Starts a real OpenID Connect issuer (oidc-provider) on loopback for the tests. */
export declare function startOidcIssuer(options: {
  port?: number;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcTestIssuer>;
