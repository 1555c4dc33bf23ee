/**
 * Algorithms chosen through a variable (decision 118): `String alg = "DES/ECB/PKCS5Padding";
 * Cipher.getInstance(alg)` escapes the per-line rules, which read only literals on the call's line.
 * The taint pass knows the constant value of every argument, on the path it takes (a constant
 * condition that replaces the name first counts), so the same tables are checked on it here.
 */
import type { Expr } from './ir.ts';
import type { Value } from './values.ts';

type Call = Extract<Expr, { k: 'call' | 'new' }>;

/** A call whose argument names an algorithm, and the names that are weak there. */
interface AlgorithmArgument {
  ruleId: 'SEC015' | 'SEC007';
  severity: 'Major' | 'Minor';
  callee: RegExp;
  index: number;
  weak: RegExp;
  message: string;
  fix: string;
}

const CIPHER_FIX = 'Use AES/GCM/NoPadding with a random 12-byte IV.';
const DIGEST_FIX = 'Use SHA-256 or better; for passwords bcrypt, scrypt or Argon2.';
const WEAK_CIPHER = /^(DES|DESede|TripleDES|RC2|RC4|ARCFOUR|Blowfish)(\/|$)|^AES$|^(?!RSA)[^/]*\/ECB\//i;
const WEAK_DIGEST = /^(MD2|MD4|MD5|SHA-?1|SHA)$/i;
const CIPHER_MESSAGE = 'A weak cipher or the ECB mode is chosen through';
const DIGEST_MESSAGE = 'MD5/SHA-1 is chosen through';

const TABLE: readonly AlgorithmArgument[] = [
  {
    ruleId: 'SEC015',
    severity: 'Major',
    callee: /(^|\.)(Cipher|KeyGenerator|SecretKeyFactory)\.getInstance$/,
    index: 0,
    weak: WEAK_CIPHER,
    message: CIPHER_MESSAGE,
    fix: CIPHER_FIX,
  },
  {
    ruleId: 'SEC007',
    severity: 'Minor',
    callee: /(^|\.)MessageDigest\.getInstance$|^hashlib\.new$/,
    index: 0,
    weak: WEAK_DIGEST,
    message: DIGEST_MESSAGE,
    fix: DIGEST_FIX,
  },
  {
    ruleId: 'SEC007',
    severity: 'Minor',
    callee: /(^|\.)createHash$/,
    index: 0,
    weak: /^(md5|md4|sha1)$/i,
    message: DIGEST_MESSAGE,
    fix: DIGEST_FIX,
  },
  {
    ruleId: 'SEC015',
    severity: 'Major',
    callee: /(^|\.)createCipheriv$/,
    index: 0,
    weak: /^(des|des-ede3?|des-ede3-cbc|des-cbc|rc4|rc2|bf|bf-cbc|blowfish)$|-ecb$/i,
    message: CIPHER_MESSAGE,
    fix: CIPHER_FIX,
  },
];

/** A weak algorithm a call gets through a name whose value is a constant string. */
export interface WeakAlgorithm {
  ruleId: string;
  severity: 'Major' | 'Minor';
  message: string;
  fix: string;
  line: number;
}

/**
 * The finding for a call that receives a weak algorithm's name through a variable or constant
 * (a literal written in the call is the line rules' business).
 */
export function weakAlgorithm(call: Call, values: readonly Value[]): WeakAlgorithm | undefined {
  if (call.k !== 'call') return undefined;
  for (const entry of TABLE) {
    const arg = call.args[entry.index];
    const known = values[entry.index];
    const value = known?.isConst && typeof known.const === 'string' ? known.const : undefined;
    if (!arg || arg.k === 'lit' || value === undefined || !entry.callee.test(call.callee)) continue;
    if (!entry.weak.test(value)) continue;
    const what = arg.k === 'name' ? `\`${arg.name}\`` : 'a value';
    const message = `${entry.message} ${what} ("${value}").`;
    return { ruleId: entry.ruleId, severity: entry.severity, message, fix: entry.fix, line: call.line };
  }
  return undefined;
}
