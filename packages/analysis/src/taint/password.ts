/**
 * Passwords hashed with MD5 or SHA-1, decided by data flow: a second run of the taint pass whose
 * sources are passwords (a parameter, field, key or form value named like one) and whose sinks are
 * the weak digests of every language (`hashlib.md5(x)`, `createHash('md5').update(x)`,
 * `MessageDigest.getInstance("MD5").digest(x)`, `md5.Sum(x)`, DigestUtils, `md5(x)`…).
 */
import type { Dialect, SinkHit } from './dialect.ts';
import { walkExpr } from './containers.ts';
import type { Expr, FlowFile, Stmt } from './ir.ts';
import { tainted, UNKNOWN } from './values.ts';

type Call = Extract<Expr, { k: 'call' | 'new' }>;

const PASSWORD = /passw|pwd|passphrase|^pw$|^pass$/i;
const NOT_A_PASSWORD = /hash|digest|salt|policy|reset|length|field|label|prompt|hint|input|regex|pattern|rule|expir/i;
const WEAK = /^(md2|md4|md5|sha-?1|sha)$/i;
/** Calls that hash their first argument with a weak digest. */
const DIRECT =
  /(^|\.)(hashlib\.(md5|sha1)|md5\.Sum|sha1\.Sum|DigestUtils\.(md2|md5|sha1|sha)(Hex|Base64)?|CryptoJS\.(MD5|SHA1)|md5|sha1|md5Hex|sha1Hex)$/;
/** Methods of a weak digest object that take the data. */
const FEEDS = /^(update|digest|Write|WriteString|hashString|hashBytes|hashUnencodedChars|putString|putBytes)$/;
/** Getters whose literal key names the field read (`request.form.get("password")`, `getParameter("pwd")`). */
const GETTERS =
  /^(get|getParameter|getHeader|getString|getFirst|PostForm|FormValue|PostFormValue|DefaultPostForm|GetPostForm|param|Param|Query|getlist|getAttribute|getOrDefault|getProperty|field)$/;

function isPasswordName(name: string): boolean {
  return PASSWORD.test(name) && !NOT_A_PASSWORD.test(name);
}

const literal = (expression: Expr | undefined) =>
  expression?.k === 'lit' && typeof expression.value === 'string' ? expression.value : undefined;

/** A call that makes a weak digest object: `hashlib.md5()`, `md5.New()`, `getInstance("MD5")`, `createHash('sha1')`. */
function isWeakFactory(call: Expr | undefined): boolean {
  if (call?.k !== 'call') return false;
  const algorithm = literal(call.args[0]) ?? '';
  if (/^(getInstance|createHash)$/.test(call.method)) return WEAK.test(algorithm);
  if (/(^|\.)hashlib\.new$/.test(call.callee)) return WEAK.test(algorithm) && call.args.length === 1;
  if (/(^|\.)(hashlib\.(md5|sha1))$/.test(call.callee)) return call.args.length === 0;
  return /(^|\.)(md5\.New|sha1\.New|Hashing\.(md5|sha1))$/.test(call.callee);
}

/** The argument a call hashes with a weak digest, if it is such a call. */
function weakHashData(call: Call, receiverKind: string | undefined): Expr | undefined {
  if (call.k !== 'call') return undefined;
  if (/(^|\.)hashlib\.new$/.test(call.callee) && WEAK.test(literal(call.args[0]) ?? '')) return call.args[1];
  if (DIRECT.test(call.callee) && !/^(getInstance|createHash)$/.test(call.method)) return call.args[0];
  if (FEEDS.test(call.method) && (receiverKind === 'weak-hash' || isWeakFactory(call.receiver))) return call.args[0];
  return undefined;
}

/** The source every weak digest's result carries, so that storing it in a password field is found. */
const DIGEST = 'an MD5/SHA-1 digest';
const FROM_DIGEST = /^an MD5\/SHA-1 digest$/;
const FROM_PASSWORD = /^the password/;
/** Fields, keys and setters that store a password or its hash (`password_hash`, `setPassword`). */
const PASSWORD_STORE = /passw|pwd|passphrase/i;
const DIGEST_RESULTS = /^(hexdigest|digest|Sum|sum|hex)$/;

/** The password dialect for a language: its own switch semantics, password sources and weak-digest sinks. */
export function passwordDialect(base: Dialect): Dialect {
  return {
    switchFallsThrough: base.switchFallsThrough,
    param(param, fn) {
      return isPasswordName(param.name) ? tainted(fn.line, `the password \`${param.name}\``) : UNKNOWN;
    },
    keyed(key, line) {
      return isPasswordName(key) ? tainted(line, `the password (\`${key}\`)`) : undefined;
    },
    source(call, receiver) {
      if (isWeakFactory(call)) return { kind: 'weak-hash' };
      // A weak digest's result: `md5(x)`, `h.update(x)` (JavaScript chains), `h.hexdigest()`.
      if (weakHashData(call, receiver?.kind)) return tainted(call.line, DIGEST);
      if (call.k === 'call' && receiver?.kind === 'weak-hash' && DIGEST_RESULTS.test(call.method)) {
        return tainted(call.line, DIGEST);
      }
      if (call.k === 'call' && GETTERS.test(call.method) && isPasswordName(literal(call.args[0]) ?? '')) {
        return tainted(call.line, `the password field \`${literal(call.args[0])}\``);
      }
      return undefined;
    },
    sanitises: () => undefined,
    propagates(call) {
      return (
        base.propagates(call) ||
        (call.k === 'call' &&
          /^(\[\]byte|getBytes|encode|toString|String|Buffer\.from|bytes|str|trim|strip|lower|toLowerCase|concat|EncodeToString|encodeToString|encodeHexString|printHexBinary|hexlify|bytesToHex|toHexString)$/.test(
            call.method,
          ))
      );
    },
    sinks(call, receiver): SinkHit[] {
      const data = weakHashData(call, receiver?.kind);
      // A digest hashed again (`md5(md5(password) + salt)`) was reported where the password went in.
      if (data) return [{ ruleId: 'SEC007', noun: 'an MD5/SHA-1 hash', args: [data], source: FROM_PASSWORD }];
      // `user.setPassword(digest)`, `user.setPasswordHash(digest)`.
      const [value] = call.args;
      if (call.k === 'call' && value && /^set\w*$/.test(call.method) && PASSWORD_STORE.test(call.method)) {
        return [{ ruleId: 'SEC007', noun: 'the stored password', args: [value], source: FROM_DIGEST }];
      }
      return [];
    },
    fieldSink(target) {
      const name = target.k === 'field' ? target.name : literal(target.key);
      return name && PASSWORD_STORE.test(name)
        ? { ruleId: 'SEC007', noun: 'the stored password', source: FROM_DIGEST }
        : undefined;
    },
  };
}

/** Call names that may be a weak digest; a file without any skips the password run. */
const HASH_HINT = /md5|sha1|sha-1|getInstance|createHash|hashlib|DigestUtils|Hashing|CryptoJS/i;

/** True when a call of the file may hash with MD5/SHA-1 (a cheap walk, so most files skip the second run). */
export function mayHashWeakly(file: FlowFile): boolean {
  let found = false;
  const visit = (expression: Expr) => {
    if (!found && expression.k === 'call' && HASH_HINT.test(expression.callee)) found = true;
  };
  const walk = (statements: readonly Stmt[]): void => {
    for (const statement of statements) {
      if (found) return;
      switch (statement.k) {
        case 'assign':
          walkExpr(statement.target, visit);
          walkExpr(statement.value, visit);
          break;
        case 'expr':
          walkExpr(statement.value, visit);
          break;
        case 'return':
          if (statement.value) walkExpr(statement.value, visit);
          break;
        case 'if':
          walkExpr(statement.test, visit);
          walk(statement.then);
          walk(statement.otherwise);
          break;
        case 'switch':
          walkExpr(statement.subject, visit);
          for (const arm of statement.cases) walk(arm.body);
          break;
        case 'loop':
        case 'block':
          walk(statement.body);
          break;
        case 'throw':
        case 'break':
          break;
      }
    }
  };
  for (const fn of file.functions) walk(fn.body);
  return found;
}
