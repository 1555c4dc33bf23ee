/** The taint pass's state along one path: variable values and how the path ended, and how paths meet. */
import { join, UNKNOWN, type Value } from './values.ts';

export type Env = Map<string, Value>;

/** Values of the variables on one path. */
export interface State {
  env: Env;
  /** How the path ended: by return/throw (dead) or by break (ends the switch or loop). */
  exit?: 'return' | 'break';
}

/** A copy of a state for one branch. */
export function fork(state: State): State {
  return { env: new Map(state.env) };
}

/** Two environments joined: a name's values from both sides. */
export function joinEnv(left: Env, right: Env): Env {
  const env: Env = new Map(left);
  for (const [name, value] of right) env.set(name, env.has(name) ? join(env.get(name) ?? UNKNOWN, value) : value);
  return env;
}

/** The state after branches meet: the live ends joined; dead when every end returned. */
export function merge(ends: readonly State[], fallback: State): State {
  const live = ends.filter((end) => end.exit !== 'return');
  if (live.length === 0) return { env: fallback.env, exit: 'return' };
  return { env: live.map((end) => end.env).reduce(joinEnv) };
}
