/**
 * What the apps of one process registered with a module they share (a source another module
 * reads through), each counted by how many live apps registered it: several apps in one process
 * (tests, or a restart in place) share it once, and it leaves when the last of them closes.
 */
export class Registrations<T> {
  private readonly counts = new Map<T, number>();

  /** Registers `item`; returns a function that takes this registration back (once). */
  add(item: T): () => void {
    this.counts.set(item, (this.counts.get(item) ?? 0) + 1);
    let registered = true;
    return () => {
      if (!registered) return;
      registered = false;
      const count = (this.counts.get(item) ?? 1) - 1;
      if (count > 0) this.counts.set(item, count);
      else this.counts.delete(item);
    };
  }

  /** Everything registered now, each once, in the order of its first registration. */
  values(): T[] {
    return [...this.counts.keys()];
  }
}
