import { AppError } from './app-error.ts';

/** A PostgreSQL error as the driver reports it, possibly wrapped by Drizzle in `cause`. */
interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

// Races the database settles with a constraint (two users claiming one name at the same moment)
// get the same answer as the check the service makes before writing. Keyed by constraint name.
const constraintRefusals: Record<string, AppError> = {
  profiles_username_lower_key: new AppError('validation_failed', 'username: This username is already taken.'),
  project_files_project_filename_idx: new AppError('conflict', 'A file with this name already exists in this project.'),
};

const byState: Record<string, AppError> = {
  // unique_violation, foreign_key_violation, check_violation, exclusion_violation
  '23505': new AppError('conflict', 'That already exists.'),
  '23503': new AppError('conflict', 'Something this refers to no longer exists.'),
  '23514': new AppError('validation_failed', 'A value is outside what is allowed.'),
  '23P01': new AppError('conflict', 'That overlaps with something that already exists.'),
};

function driverError(error: unknown): DriverError | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * The client-facing error for an integrity violation the database refused (unique, foreign key,
 * check), or undefined for anything else. The one place SQLSTATE codes are read.
 */
export function translateDatabaseError(error: unknown): AppError | undefined {
  const driver = driverError(error);
  if (!driver?.code) return undefined;
  return (driver.constraint ? constraintRefusals[driver.constraint] : undefined) ?? byState[driver.code];
}
