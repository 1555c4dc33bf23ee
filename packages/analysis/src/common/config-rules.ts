/**
 * The table of configuration rules (common/weak-crypto.ts applies them): security settings and
 * primitives that are wrong wherever they appear, one pattern per rule and language family.
 */
import type { Language, Severity } from '../types.ts';

export interface ConfigRule {
  ruleId: string;
  severity: Severity;
  languages: readonly Language[];
  pattern: RegExp;
  message: string;
  fix: string;
  /**
   * Only where the line or its function is about a security value: `broad` accepts any security
   * word on the line or in the function's name (token, key, session…), `strong` only unambiguous ones
   * (token, secret, password, salt…); the function's body always needs an unambiguous one.
   */
  securityContext?: 'broad' | 'strong';
  /** A line that also matches this is fine (the header sets both flags). */
  unless?: (line: string) => boolean;
  /** A condition on the whole file (`math/rand` imported, no XXE hardening present). */
  file?: (content: string) => boolean;
}

const JS: readonly Language[] = ['javascript', 'typescript'];
export const STRONG_WORDS =
  /token|secret|passw|passphrase|pwd|nonce|salt|otp|csrf|xsrf|remember|reset|credential|captcha|api_?key|private_?key|signature|auth/i;
export const SECURITY_WORDS =
  /token|secret|key|passw|pwd|session|nonce|salt|otp|csrf|xsrf|auth|cookie|remember|reset|credential|captcha|verif|signature|iv\b|uuid|guid/i;
const XXE_HARDENED =
  /disallow-doctype-decl|FEATURE_SECURE_PROCESSING|SUPPORT_DTD\s*,\s*false|IS_SUPPORTING_EXTERNAL_ENTITIES\s*,\s*(false|Boolean\.FALSE)|external-general-entities|setExpandEntityReferences\(\s*false|ACCESS_EXTERNAL_DTD/;

/** A Set-Cookie line that names both flags. */
const bothCookieFlags = (line: string) => /\bSecure\b/i.test(line) && /\bHttpOnly\b/i.test(line);

/** The last `count` arguments of the call that starts at `opening` on a line, trimmed (a simple comma split). */
function lastArguments(line: string, opening: string, count: number): string[] {
  const start = line.indexOf(opening);
  const end = line.lastIndexOf(')');
  if (start < 0 || end < start) return [];
  return line
    .slice(start + opening.length, end)
    .split(',')
    .slice(-count)
    .map((part) => part.trim());
}

export const CONFIG_RULES: readonly ConfigRule[] = [
  {
    ruleId: 'SEC014',
    severity: 'Major',
    languages: ['java', 'kotlin'],
    pattern:
      /\bnew\s+(?:java\.util\.)?Random\s*\(|\bMath\.random\s*\(|ThreadLocalRandom\.current\(\)|RandomStringUtils\.random\w*\(|RandomUtils\.next\w*\(/,
    message: 'A security value comes from a predictable generator (java.util.Random / Math.random).',
    fix: 'Use java.security.SecureRandom.',
    securityContext: 'broad',
  },
  {
    ruleId: 'SEC014',
    severity: 'Major',
    languages: JS,
    pattern: /\bMath\.random\s*\(/,
    message: 'A security value comes from `Math.random`, which is predictable.',
    fix: 'Use crypto.randomBytes, crypto.randomUUID or crypto.getRandomValues.',
    securityContext: 'broad',
  },
  {
    ruleId: 'SEC014',
    severity: 'Major',
    languages: ['python'],
    pattern: /\brandom\.(random|randint|randrange|choice|choices|getrandbits|sample|shuffle|uniform)\s*\(/,
    message: 'A security value comes from the `random` module, which is predictable.',
    fix: 'Use the secrets module (secrets.token_urlsafe, secrets.choice).',
    securityContext: 'broad',
  },
  {
    ruleId: 'SEC014',
    severity: 'Major',
    languages: ['go'],
    pattern: /\brand\.(Int|Intn|Int31|Int31n|Int63|Int63n|Uint32|Uint64|Float32|Float64|Read|Perm)\s*\(/,
    message: 'A security value comes from `math/rand`, which is predictable.',
    fix: 'Use crypto/rand.',
    securityContext: 'broad',
    file: (content) => /"math\/rand(\/v2)?"/.test(content) && !/"crypto\/rand"/.test(content),
  },
  {
    ruleId: 'SEC014',
    severity: 'Major',
    languages: ['c#', 'php', 'ruby'],
    pattern: /\bnew\s+Random\s*\(|\b(mt_rand|rand|uniqid|lcg_value)\s*\(|\bRandom\.rand\b/,
    message: 'A security value comes from a predictable generator.',
    fix: "Use the platform's cryptographic generator (RandomNumberGenerator, random_bytes, SecureRandom).",
    securityContext: 'broad',
  },
  {
    ruleId: 'SEC015',
    severity: 'Major',
    languages: ['java', 'kotlin'],
    pattern:
      /(Cipher|KeyGenerator|SecretKeyFactory)\.getInstance\(\s*"(DES|DESede|TripleDES|RC2|RC4|ARCFOUR|Blowfish)(\/[^"]*)?"|Cipher\.getInstance\(\s*"AES"|Cipher\.getInstance\(\s*"(?!RSA)[^"]*\/ECB\/|new\s+DESKeySpec\(|new\s+DESedeKeySpec\(/,
    message: 'A weak cipher or the ECB mode is used ("AES" alone means AES/ECB).',
    fix: 'Use AES/GCM/NoPadding with a random 12-byte IV.',
  },
  {
    ruleId: 'SEC015',
    severity: 'Major',
    languages: ['python'],
    pattern:
      /\b(DES|DES3|ARC2|ARC4|Blowfish|CAST|XOR)\.new\s*\(|\bMODE_ECB\b|algorithms\.(TripleDES|Blowfish|ARC4|IDEA|CAST5|SEED)\s*\(|modes\.ECB\s*\(/,
    message: 'A weak cipher or the ECB mode is used.',
    fix: 'Use AES-GCM (cryptography.hazmat AESGCM) or Fernet.',
  },
  {
    ruleId: 'SEC015',
    severity: 'Major',
    languages: JS,
    pattern:
      /createCipher(iv)?\s*\(\s*['"`](des|des-ede3?|des-ede3-cbc|des-cbc|rc4|rc2|bf|bf-cbc|blowfish|aes-\d+-ecb)['"`]|\bcreateCipher\s*\(|CryptoJS\.(DES|TripleDES|RC4|Rabbit)\.|mode\s*:\s*CryptoJS\.mode\.ECB/i,
    message: 'A weak cipher, the ECB mode or the deprecated createCipher (no IV) is used.',
    fix: 'Use crypto.createCipheriv("aes-256-gcm", key, iv) with a random IV.',
  },
  {
    ruleId: 'SEC015',
    severity: 'Major',
    languages: ['go'],
    pattern: /\b(des\.NewCipher|des\.NewTripleDESCipher|rc4\.NewCipher|blowfish\.NewCipher)\s*\(/,
    message: 'A weak cipher is used (DES, 3DES, RC4 or Blowfish).',
    fix: 'Use crypto/aes with cipher.NewGCM.',
  },
  {
    ruleId: 'SEC015',
    severity: 'Major',
    languages: ['c#', 'php'],
    pattern:
      /\b(DES|TripleDES|RC2)CryptoServiceProvider\b|\bDES\.Create\(|CipherMode\.ECB|openssl_encrypt\([^)]*['"](des|rc4|bf)[^'"]*['"]|-ecb['"]/i,
    message: 'A weak cipher or the ECB mode is used.',
    fix: 'Use AES-GCM.',
  },
  {
    ruleId: 'SEC007',
    severity: 'Minor',
    languages: ['java', 'kotlin', 'javascript', 'typescript', 'python', 'go', 'c#', 'php', 'ruby'],
    pattern:
      /MessageDigest\.getInstance\(\s*"(MD2|MD4|MD5|SHA-?1|SHA)"|DigestUtils\.(md5|sha1|sha|md2)(Hex|Base64)?\(|createHash\(\s*['"`](md5|sha1|md4)['"`]|hashlib\.(md5|sha1|new\(\s*['"](md5|sha1)['"])|\b(md5|sha1)\.(New|Sum)\s*\(|\b(MD5|SHA1)\.(Create|HashData)\b|\b(md5|sha1)\s*\(/i,
    message: 'MD5/SHA-1 is used for a security value; both are broken for that use.',
    fix: 'Use SHA-256 or better; for passwords bcrypt, scrypt or Argon2.',
    securityContext: 'strong',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['java', 'kotlin'],
    pattern: /\.(set)?(Secure|HttpOnly|secure|httpOnly)\(\s*false\s*\)/,
    message: 'A cookie is sent without Secure or HttpOnly.',
    fix: 'Call setSecure(true) and setHttpOnly(true) on the cookie.',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['java', 'kotlin'],
    pattern: /\b(add|set)Header\(\s*"Set-Cookie"/i,
    unless: bothCookieFlags,
    message: 'A Set-Cookie header is written without Secure and HttpOnly.',
    fix: 'Add "; Secure; HttpOnly; SameSite=Strict" to the cookie, or use Cookie/ResponseCookie with both set.',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: JS,
    pattern: /\b(secure|httpOnly)\s*:\s*false\b/,
    message: 'A cookie is set without Secure or HttpOnly.',
    fix: 'Set secure: true and httpOnly: true on the cookie.',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['python'],
    pattern: /set_cookie\([^)]*\b(secure|httponly)\s*=\s*False|\b(SESSION|CSRF)_COOKIE_(SECURE|HTTPONLY)\s*=\s*False/,
    message: 'A cookie is set without Secure or HttpOnly.',
    fix: 'Pass secure=True and httponly=True (or set SESSION_COOKIE_SECURE = True).',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['python'],
    // Flask, Django and Starlette default to secure=False; a call written on one line shows all its arguments.
    pattern: /\.set_cookie\(/,
    unless: (line) => /\bsecure\s*=|\*\*/.test(line) || !line.trimEnd().endsWith(')'),
    message: 'A cookie is set without the Secure flag (the default is off), so it also travels over plain HTTP.',
    fix: 'Pass secure=True and httponly=True to set_cookie.',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['python'],
    pattern:
      /\b(SESSION|CSRF|REMEMBER)_COOKIE_(SECURE|HTTPONLY)['"]\]\s*=\s*False|\bREMEMBER_COOKIE_(SECURE|HTTPONLY)\s*=\s*False/,
    message: 'A cookie is set without Secure or HttpOnly.',
    fix: "Set app.config['SESSION_COOKIE_SECURE'] and SESSION_COOKIE_HTTPONLY to True.",
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['go'],
    pattern: /\b(Secure|HttpOnly)\s*[:=]\s*false\b/,
    message: 'A cookie is set without Secure or HttpOnly.',
    fix: 'Set Secure: true and HttpOnly: true in the http.Cookie.',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['go'],
    pattern: /\.(Set|Add)\(\s*"Set-Cookie"/,
    unless: bothCookieFlags,
    message: 'A Set-Cookie header is written without Secure and HttpOnly.',
    fix: 'Use http.SetCookie with Secure: true and HttpOnly: true.',
  },
  {
    ruleId: 'SEC016',
    severity: 'Minor',
    languages: ['go'],
    // Gin: c.SetCookie(name, value, maxAge, path, domain, secure, httpOnly).
    pattern: /\.SetCookie\(\s*"/,
    unless: (line) => !lastArguments(line, 'SetCookie(', 2).includes('false'),
    message: 'A cookie is set without Secure or HttpOnly (the last two arguments of SetCookie).',
    fix: 'Pass true for both secure and httpOnly.',
  },
  {
    ruleId: 'SEC017',
    severity: 'Major',
    languages: ['java', 'kotlin'],
    pattern:
      /\b(DocumentBuilderFactory|SAXParserFactory|XMLInputFactory|TransformerFactory|SchemaFactory|XMLReaderFactory)\.(newInstance|newFactory|newDefaultInstance|createXMLReader)\s*\(|\bnew\s+(?:[\w.]+\.)?(SAXReader|SAXBuilder)\s*\(/,
    message: 'An XML parser is created without disallowing DOCTYPEs, so external entities (XXE) are resolved.',
    fix: 'factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true).',
    file: (content) => !XXE_HARDENED.test(content),
  },
  {
    ruleId: 'SEC017',
    severity: 'Major',
    languages: ['python', 'javascript', 'typescript', 'php'],
    pattern:
      /resolve_entities\s*=\s*True|no_network\s*=\s*False|feature_external_(ges|pes)\s*,\s*True|\bnoent\s*:\s*true|LIBXML_NOENT|libxml_disable_entity_loader\(\s*false/,
    message: 'The XML parser resolves external entities (XXE).',
    fix: 'Turn entity resolution off (resolve_entities=False, defusedxml in Python).',
  },
  {
    ruleId: 'SEC008',
    severity: 'Major',
    languages: ['java', 'kotlin'],
    pattern:
      /ALLOW_ALL_HOSTNAME_VERIFIER|NoopHostnameVerifier|TrustAllStrategy|TrustSelfSignedStrategy|set\w*HostnameVerifier\(\s*\(\s*\w+\s*,\s*\w+\s*\)\s*->\s*true|InsecureTrustManagerFactory/,
    message: 'TLS host name or certificate checks are turned off.',
    fix: 'Keep the default verifier and trust store; add the needed CA instead.',
  },
  {
    ruleId: 'SEC008',
    severity: 'Major',
    languages: ['java', 'kotlin'],
    pattern: /\.hostnameVerifier\(\s*\(\s*\w+\s*,\s*\w+\s*\)\s*->\s*true\b/,
    message: 'The host name verifier accepts every host.',
    fix: 'Keep the default verifier (OkHostnameVerifier, DefaultHostnameVerifier).',
  },
  {
    ruleId: 'SEC008',
    severity: 'Major',
    languages: ['go'],
    pattern: /\bInsecureSkipVerify\s*(:|=)\s*true\b/,
    message: 'TLS certificate verification is disabled (InsecureSkipVerify).',
    fix: 'Keep verification on; add the needed CA to RootCAs instead.',
  },
  {
    ruleId: 'SEC008',
    severity: 'Major',
    languages: ['python'],
    pattern:
      /ssl\.CERT_NONE|ssl\.CERT_OPTIONAL|check_hostname\s*=\s*False|_create_unverified_context|cert_reqs\s*=\s*['"]?(CERT_NONE|none)|\.verify\s*=\s*False\b/,
    message: 'TLS certificate or host name verification is turned off.',
    fix: 'Use ssl.create_default_context() and keep CERT_REQUIRED with check_hostname.',
  },
  {
    ruleId: 'SEC008',
    severity: 'Major',
    languages: JS,
    pattern: /NODE_TLS_REJECT_UNAUTHORIZED\W+['"`]?0|checkServerIdentity\s*:\s*\(\)\s*=>\s*(undefined|null)/,
    message: 'TLS certificate verification is turned off.',
    fix: 'Keep verification on; pass the CA with the ca option instead.',
  },
  {
    ruleId: 'SEC004',
    severity: 'Critical',
    languages: ['java', 'kotlin', 'javascript', 'typescript', 'python', 'go', 'php', 'ruby', 'c#'],
    pattern:
      /\bjwt\.(encode|sign)\s*\([^)]*,\s*b?['"`][^'"`\s]{3,}['"`]|\bhmac\.new\(\s*b?['"][^'"]{3,}['"]|createHmac\(\s*['"`]\w+['"`]\s*,\s*['"`][^'"`]{3,}['"`]|Algorithm\.HMAC\d+\(\s*"[^"]{3,}"|signWith\([^)]*,\s*"[^"]{3,}"|\.setSigningKey\(\s*"[^"]{3,}"|\[\]byte\(\s*"[^"]{6,}"\s*\)\s*,?\s*$|SignedString\(\s*\[\]byte\(\s*"[^"]{3,}"/,
    message: 'A signing key is passed as a literal: everyone with the code can sign tokens.',
    fix: 'Read the key from the environment or a secret store.',
  },
  {
    ruleId: 'SEC004',
    severity: 'Critical',
    languages: ['javascript', 'typescript', 'python'],
    pattern: /\bjwt\.(verify|decode)\(\s*\w+\s*,\s*b?['"`][^'"`\s]{3,}['"`]/,
    message: 'A token is checked with a literal key: everyone with the code can sign tokens that pass.',
    fix: 'Read the key from the environment or a secret store.',
  },
  {
    ruleId: 'SEC004',
    severity: 'Critical',
    languages: ['go'],
    pattern: /\bhmac\.New\(\s*[\w.]+\s*,\s*\[\]byte\(\s*"[^"]{3,}"/,
    message: 'A signing key is passed as a literal: everyone with the code can sign tokens.',
    fix: 'Read the key from the environment or a secret store.',
  },
  {
    ruleId: 'SEC006',
    severity: 'Major',
    languages: ['java', 'kotlin'],
    pattern:
      /\bnew\s+XMLDecoder\s*\(|\.(enableDefaultTyping|activateDefaultTyping)\s*\(|JsonTypeInfo\.Id\.CLASS|new\s+XStream\s*\(|\bnew\s+Yaml\s*\(\s*\)|SerializationUtils\.deserialize\(/,
    message: 'An unsafe deserialiser can build arbitrary classes from the data.',
    fix: 'Use a safe format (JSON without polymorphic types, SnakeYAML with SafeConstructor) or an allow-list.',
  },
  {
    ruleId: 'SEC006',
    severity: 'Major',
    languages: JS,
    pattern: /\b(unserialize|deepDeserialize|cryo\.parse)\s*\(|\bDEFAULT_FULL_SCHEMA\b|\bevalFunctions\s*:\s*true\b/,
    message: 'An unsafe deserialiser can run functions hidden in the data.',
    fix: 'Exchange data as JSON (JSON.parse); load YAML with the default safe schema.',
  },
  {
    ruleId: 'SEC006',
    severity: 'Major',
    languages: ['python'],
    pattern:
      /\b_pickle\.loads?\s*\(|\byaml\.(unsafe_load|unsafe_load_all|full_load)\s*\(|\byaml\.load_all\s*\((?![^)]*SafeLoader)|\bjsonpickle\.decode\s*\(|\bshelve\.open\s*\(|Loader\s*=\s*(yaml\.)?(Unsafe)?Loader\b/,
    message: 'Unsafe deserialisation: the data can run code.',
    fix: 'Use json, or yaml.safe_load.',
  },
];
