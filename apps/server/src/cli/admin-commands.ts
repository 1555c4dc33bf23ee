import os from 'node:os';
import { recordAdminAction, type AdminActor } from '../auth/admin/audit.ts';
import { AuthError } from '../auth/errors.ts';
import { createAuthKeys, resolveJwtSecret } from '../auth/keys.ts';
import { grantRole, listRoleHolders, parseRole, revokeRole, USER_ROLES } from '../auth/roles.ts';
import { findUserByEmail } from '../auth/users.ts';
import type { Config } from '../config.ts';
import { openAdminDatabase } from './admin-database.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  grant <role> <email> [--reason TEXT]   give a role to an existing account
  revoke <role> <email> [--reason TEXT]  take it away
  list [role]                            accounts holding roles
  service-key                            print the service_role key of the admin API (a secret)

Roles: ${USER_ROLES.join(', ')}. Works with the server running or stopped, on DATA_DIR or DATABASE_URL.`;

export class UsageError extends Error {}

/** Splits `--reason TEXT` off the positional arguments. */
function parseArgs(args: string[]): { positional: string[]; reason: string | null } {
  const positional: string[] = [];
  let reason: string | null = null;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--reason') {
      reason = args[++index] ?? '';
      if (!reason.trim()) throw new UsageError('--reason needs a text');
    } else positional.push(arg);
  }
  return { positional, reason };
}

function roleArgument(value: string | undefined) {
  try {
    return parseRole(value);
  } catch (error) {
    throw new UsageError(error instanceof AuthError ? error.message : String(error));
  }
}

/**
 * Runs one `npm run admin` command and returns what it prints. The first administrator can only
 * come from here (decision 072): the web never grants `admin` to itself.
 */
export async function runAdminCommand(args: string[], config: Config): Promise<string> {
  const { positional, reason } = parseArgs(args);
  const [command, ...rest] = positional;
  if (command === 'service-key') {
    if (rest.length > 0) throw new UsageError(ADMIN_USAGE);
    const secret = await resolveJwtSecret(config.auth.jwtSecret, config.dataDir);
    const keys = await createAuthKeys(secret, {
      anonKey: config.auth.anonKey,
      serviceRoleKey: config.auth.serviceRoleKey,
    });
    return keys.serviceRoleKey;
  }
  if (command === 'grant' || command === 'revoke') {
    if (rest.length !== 2) throw new UsageError(ADMIN_USAGE);
    const role = roleArgument(rest[0]);
    return changeRole(config, command, role, rest[1]!.trim().toLowerCase(), reason);
  }
  if (command === 'list') {
    if (rest.length > 1) throw new UsageError(ADMIN_USAGE);
    return listRoles(config, rest[0] === undefined ? null : roleArgument(rest[0]));
  }
  throw new UsageError(ADMIN_USAGE);
}

const cliActor = (): AdminActor => ({ id: null, label: `cli:${os.userInfo().username}` });

async function changeRole(
  config: Config,
  command: 'grant' | 'revoke',
  role: (typeof USER_ROLES)[number],
  email: string,
  reason: string | null,
): Promise<string> {
  const admin = await openAdminDatabase(config);
  try {
    const { db } = admin.database;
    const user = await findUserByEmail(db, email);
    if (!user || user.deletedAt) {
      throw new UsageError(`No account has the address ${email}: the person signs up first, then gets the role.`);
    }
    const changed = await db.transaction(async (tx) => {
      const done = command === 'grant' ? await grantRole(tx, user.id, role, null) : await revokeRole(tx, user.id, role);
      if (done) {
        await recordAdminAction(tx, cliActor(), {
          action: command === 'grant' ? 'role_granted' : 'role_revoked',
          target: { id: user.id, email: user.email },
          reason,
          details: { role },
        });
      }
      return done;
    });
    if (command === 'grant') {
      return changed ? `Granted ${role} to ${email} (${admin.via}).` : `${email} already holds ${role}.`;
    }
    return changed ? `Revoked ${role} from ${email} (${admin.via}).` : `${email} does not hold ${role}.`;
  } finally {
    await admin.close();
  }
}

async function listRoles(config: Config, role: (typeof USER_ROLES)[number] | null): Promise<string> {
  const admin = await openAdminDatabase(config);
  try {
    const rows = await listRoleHolders(admin.database.db, role);
    if (rows.length === 0) return role ? `Nobody holds ${role}.` : 'Nobody holds a role.';
    return rows.map((row) => `${row.email}\t${row.roles}`).join('\n');
  } finally {
    await admin.close();
  }
}
