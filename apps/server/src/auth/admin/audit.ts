/** Who did an administrative action: an administrator's session, the service_role key or the server command. */
export interface AdminActor {
  /** The administrator's user id; null for the service_role key and the command. */
  id: string | null;
  /** `user:<email>`, `service_role` or `cli:<os user>`. */
  label: string;
}

export interface AdminAction {
  action: string;
  target?: { id: string; email: string } | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

// Recording an action: the SQL is in repository.ts.
export { recordAdminAction } from './repository.ts';
