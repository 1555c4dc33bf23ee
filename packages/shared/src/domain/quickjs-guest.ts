import { memoryLimitMessage } from './playground.ts';

/**
 * What a JavaScript program sees of its host in our two QuickJS runners, the playground's (a web
 * worker) and the exercise judge's (a server thread): `console`, `input()`/`prompt()`, and how its
 * values and errors are written. Typed by the few members of quickjs-emscripten's `QuickJSContext`
 * it uses, so this package needs no QuickJS of its own.
 */
export interface GuestHandle {
  dispose(): void;
}

export interface GuestContext<H extends GuestHandle> {
  typeof(handle: H): string;
  getString(handle: H): string;
  dump(handle: H): unknown;
  newFunction(name: string, fn: (...args: H[]) => H | undefined): H;
  newObject(): H;
  newString(value: string): H;
  setProp(target: H, key: string, value: H): void;
  readonly global: H;
  readonly null: H;
}

/** Where a console method writes. */
export type GuestStream = 'out' | 'err';

const CONSOLE_STREAMS: ReadonlyArray<readonly [string, GuestStream]> = [
  ['log', 'out'],
  ['info', 'out'],
  ['debug', 'out'],
  ['dir', 'out'],
  ['table', 'out'],
  ['error', 'err'],
  ['warn', 'err'],
  ['trace', 'err'],
];

/** A value as console.log writes it: strings as they are, objects as JSON, the rest by String(). */
export function formatGuestValue<H extends GuestHandle>(context: GuestContext<H>, handle: H): string {
  if (context.typeof(handle) === 'string') return context.getString(handle);
  const dumped: unknown = context.dump(handle);
  if (typeof dumped === 'object' && dumped !== null) {
    try {
      return JSON.stringify(dumped);
    } catch {
      return Object.prototype.toString.call(dumped);
    }
  }
  return String(dumped);
}

/** An uncaught error (as `context.dump` gives it) for stderr; running out of memory says the limit. */
export function formatGuestError(dumped: unknown, memoryLimitBytes: number): string {
  if (typeof dumped === 'object' && dumped !== null && 'message' in dumped) {
    const { name, message, stack } = dumped as { name?: string; message?: string; stack?: string };
    if (name === 'InternalError' && message === 'out of memory') {
      return memoryLimitMessage(`the ${memoryLimitBytes / 1024 / 1024} MB memory limit`);
    }
    return [`${name ?? 'Error'}: ${message ?? ''}`, stack?.trim()].filter(Boolean).join('\n');
  }
  return `Uncaught ${String(dumped)}`;
}

/**
 * Hands the program `console` (each method writes one line through `write`) and `input()` /
 * `prompt()`, which read the next line of `input` like Python's input() and give null at the end.
 */
export function installGuestIo<H extends GuestHandle>(
  context: GuestContext<H>,
  input: string,
  write: (stream: GuestStream, line: string) => void,
): void {
  const lines = input.split('\n');
  if (lines.at(-1) === '') lines.pop();
  let nextLine = 0;
  const readLine = context.newFunction('input', () => {
    const line = nextLine < lines.length ? lines[nextLine] : undefined;
    nextLine += 1;
    return line === undefined ? context.null : context.newString(line.replace(/\r$/, ''));
  });
  const consoleObject = context.newObject();
  for (const [name, stream] of CONSOLE_STREAMS) {
    const method = context.newFunction(name, (...args) => {
      write(stream, `${args.map((arg) => formatGuestValue(context, arg)).join(' ')}\n`);
      return undefined;
    });
    context.setProp(consoleObject, name, method);
    method.dispose();
  }
  context.setProp(context.global, 'console', consoleObject);
  context.setProp(context.global, 'input', readLine);
  context.setProp(context.global, 'prompt', readLine);
  consoleObject.dispose();
  readLine.dispose();
}
