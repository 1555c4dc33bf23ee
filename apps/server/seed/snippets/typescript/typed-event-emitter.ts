/**
 * An event emitter whose event names and payloads are checked by the compiler:
 * emit('login', 42) is a type error when 'login' carries a { userId: string }.
 */
export class TypedEmitter<Events extends Record<string, unknown>> {
  private readonly listeners: { [K in keyof Events]?: Set<(payload: Events[K]) => void> } = {};

  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
    const set = (this.listeners[event] ??= new Set());
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const listener of this.listeners[event] ?? []) listener(payload);
  }
}

interface AppEvents extends Record<string, unknown> {
  login: { userId: string };
  logout: undefined;
}

const events = new TypedEmitter<AppEvents>();
const stop = events.on('login', ({ userId }) => console.log('welcome', userId));
events.emit('login', { userId: 'u-1' });
stop();
