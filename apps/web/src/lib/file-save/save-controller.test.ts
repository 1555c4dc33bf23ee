import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, SaveController, type SaveFailure, type SaveSnapshot } from './save-controller';

class NetworkDown extends Error {}
class Stale extends Error {
  constructor(readonly server: { content: string; version: number }) {
    super('stale');
  }
}

function setup(options: { saved?: string; version?: number } = {}) {
  let text = options.saved ?? 'hello';
  const saves: Array<{ content: string; version: number }> = [];
  const states: SaveSnapshot<{ content: string; version: number }>[] = [];
  const manualSaved = vi.fn();
  const errors = vi.fn();
  let next: (content: string, version: number) => Promise<{ version: number }> = (_content, version) =>
    Promise.resolve({ version: version + 1 });
  const controller = new SaveController<string, { content: string; version: number }>({
    saved: options.saved ?? 'hello',
    version: options.version ?? 1,
    current: () => text,
    equals: (a, b) => a === b,
    save: (content, version) => {
      saves.push({ content, version });
      return next(content, version);
    },
    classify: (error): SaveFailure<{ content: string; version: number }> => {
      if (error instanceof Stale) return { kind: 'conflict', conflict: error.server };
      if (error instanceof NetworkDown) return { kind: 'retry', offline: true, message: 'offline' };
      return { kind: 'fatal', message: (error as Error).message };
    },
    onChange: (snapshot) => states.push(snapshot),
    onManualSaved: manualSaved,
    onError: errors,
  });
  const type = (value: string) => {
    text = value;
    controller.edited();
  };
  return {
    controller,
    saves,
    states,
    manualSaved,
    errors,
    type,
    respond: (fn: typeof next) => {
      next = fn;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SaveController autosave', () => {
  it('saves 2000 ms after the last edit, not before', async () => {
    const { controller, saves, type } = setup();
    type('hello w');
    await vi.advanceTimersByTimeAsync(1500);
    type('hello world');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(saves).toEqual([]);
    expect(controller.state.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{ content: 'hello world', version: 1 }]);
    expect(controller.state).toMatchObject({ status: 'saved', version: 2 });
  });

  it('does not save when the text is back to what was saved', async () => {
    const { controller, saves, type } = setup();
    type('hello!');
    type('hello');
    expect(controller.state.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(saves).toEqual([]);
  });

  it('never runs two saves at once and saves edits made during a save afterwards', async () => {
    const { controller, saves, type, respond } = setup();
    let finish: (value: { version: number }) => void = () => {};
    respond(() => new Promise((resolve) => (finish = resolve)));
    type('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(controller.state.status).toBe('saving');
    type('ab');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves).toHaveLength(1);
    respond((_content, version) => Promise.resolve({ version: version + 1 }));
    finish({ version: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([
      { content: 'a', version: 1 },
      { content: 'ab', version: 2 },
    ]);
    expect(controller.state).toMatchObject({ status: 'saved', version: 3 });
  });
});

describe('SaveController manual save', () => {
  it('reports manual saves only', async () => {
    const { controller, manualSaved, type } = setup();
    type('x');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(manualSaved).not.toHaveBeenCalled();
    type('xy');
    await controller.save('manual');
    expect(manualSaved).toHaveBeenCalledTimes(1);
    expect(controller.state.status).toBe('saved');
  });

  it('reports a fatal failure and keeps the text unsaved', async () => {
    const { controller, errors, type, respond } = setup();
    respond(() => Promise.reject(new Error('File content must be at most 1 MB.')));
    type('big');
    await controller.save('manual');
    expect(errors).toHaveBeenCalledWith('File content must be at most 1 MB.', 'manual');
    expect(controller.state).toMatchObject({ status: 'error', version: 1 });
    expect(controller.hasUnsavedWork()).toBe(true);
  });
});

describe('SaveController offline retries', () => {
  it('retries with growing back-off and succeeds when the network is back', async () => {
    const { controller, saves, type, respond } = setup();
    respond(() => Promise.reject(new NetworkDown()));
    type('offline edit');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(controller.state).toMatchObject({ status: 'offline', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves).toHaveLength(2);
    expect(controller.state.attempt).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(saves).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(3);
    respond((_content, version) => Promise.resolve({ version: version + 1 }));
    type('offline edit, more');
    controller.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.at(-1)).toEqual({ content: 'offline edit, more', version: 1 });
    expect(controller.state).toMatchObject({ status: 'saved', attempt: 0, version: 2 });
  });
});

describe('SaveController conflicts', () => {
  it('stops at a conflict and does not autosave over it', async () => {
    const { controller, saves, type, respond } = setup();
    respond(() => Promise.reject(new Stale({ content: 'theirs', version: 5 })));
    type('mine');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(controller.state).toMatchObject({ status: 'conflict', conflict: { content: 'theirs', version: 5 } });
    type('mine 2');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    await controller.save('manual');
    expect(saves).toHaveLength(1);
  });

  it('keeps mine by saving on top of the server version', async () => {
    const { controller, saves, type, respond } = setup();
    respond(() => Promise.reject(new Stale({ content: 'theirs', version: 5 })));
    type('mine');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    respond((_content, version) => Promise.resolve({ version: version + 1 }));
    controller.keepMine({ content: 'theirs', version: 5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.at(-1)).toEqual({ content: 'mine', version: 5 });
    expect(controller.state).toMatchObject({ status: 'saved', version: 6, conflict: null });
  });

  it('takes theirs without saving', async () => {
    const { controller, saves, type, respond } = setup();
    respond(() => Promise.reject(new Stale({ content: 'theirs', version: 5 })));
    type('mine');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    type('theirs');
    controller.takeTheirs({ content: 'theirs', version: 5 });
    expect(controller.state).toMatchObject({ status: 'saved', version: 5, conflict: null });
    expect(saves).toHaveLength(1);
  });
});

describe('SaveController flush (save before an AI review)', () => {
  it('saves unsaved edits at once, without the manual-save notice', async () => {
    const { controller, saves, manualSaved, type } = setup();
    type('reviewed text');
    await expect(controller.flush()).resolves.toBe(true);
    expect(saves).toEqual([{ content: 'reviewed text', version: 1 }]);
    expect(controller.state).toMatchObject({ status: 'saved', version: 2 });
    expect(manualSaved).not.toHaveBeenCalled();
  });

  it('is true without a request when nothing is unsaved', async () => {
    const { controller, saves } = setup();
    await expect(controller.flush()).resolves.toBe(true);
    expect(saves).toEqual([]);
  });

  it('waits for a running save, then saves what was typed during it', async () => {
    const { controller, saves, type, respond } = setup();
    let finish: (value: { version: number }) => void = () => {};
    respond(() => new Promise((resolve) => (finish = resolve)));
    type('a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    type('ab');
    const flushed = controller.flush();
    respond((_content, version) => Promise.resolve({ version: version + 1 }));
    finish({ version: 2 });
    await expect(flushed).resolves.toBe(true);
    expect(saves.map((save) => save.content)).toEqual(['a', 'ab']);
    expect(controller.state).toMatchObject({ status: 'saved', version: 3 });
  });

  it('is false at a conflict, when offline and after a refused save', async () => {
    const conflicted = setup();
    conflicted.respond(() => Promise.reject(new Stale({ content: 'theirs', version: 5 })));
    conflicted.type('mine');
    await expect(conflicted.controller.flush()).resolves.toBe(false);
    expect(conflicted.controller.state.status).toBe('conflict');

    const offline = setup();
    offline.respond(() => Promise.reject(new NetworkDown()));
    offline.type('mine');
    await expect(offline.controller.flush()).resolves.toBe(false);
    expect(offline.controller.state.status).toBe('offline');
    offline.controller.dispose();

    const refused = setup();
    refused.respond(() => Promise.reject(new Error('File content must be at most 1 MB.')));
    refused.type('big');
    await expect(refused.controller.flush()).resolves.toBe(false);
    expect(refused.controller.state.status).toBe('error');
  });
});
