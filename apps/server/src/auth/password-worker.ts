/** The entry point of the password thread: bcrypt work, which would otherwise hold the event loop. */
import bcrypt from 'bcryptjs';

export type PasswordTask =
  { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

/** Hashes a password, or compares one with a stored hash (piscina calls this once per task). */
export default function runPasswordTask(task: PasswordTask): string | boolean {
  return task.op === 'hash' ? bcrypt.hashSync(task.password, task.cost) : bcrypt.compareSync(task.password, task.hash);
}
