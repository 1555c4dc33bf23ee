import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerAndSignIn } from './helpers/auth';

// Issue #32: a shared program must not reach the app. Programs run in a sandboxed frame (opaque
// origin, its own CSP) and each run starts clean. One signed-in page: Python loads once.
test.describe.configure({ mode: 'serial' });

let page: Page;

async function runProgram(name: string, code: string): Promise<string> {
  await page.getByTestId('upload-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(code) });
  await expect(page.locator('.cm-content')).toContainText(code.split('\n')[0]!.trim());
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible({ timeout: 60_000 });
  return (await page.getByTestId('console-output').textContent()) ?? '';
}

/** The page's current session, as @supabase/auth-js keeps it, and the key it broadcasts under. */
async function session(): Promise<{ key: string; value: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!;
    return { key, value: localStorage.getItem(key)! };
  });
}

function runnerFrame(language: string): Frame {
  const frame = page.frames().find((item) => item.url().includes(`language=${language}`));
  if (!frame) throw new Error(`no ${language} runner frame`);
  return frame;
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await registerAndSignIn(page);
  await page.goto('/playground');
  for (const name of ['Adds small numbers', 'Handles negative numbers']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
  }
});

test.afterAll(async () => {
  await page.close();
});

test('a Python program cannot hear the session on the auth BroadcastChannel, nor keep a listener for later', async () => {
  test.setTimeout(90_000);
  const { key, value } = await session();
  // The attack of issue #32: listen where auth-js announces a refreshed session, and keep it.
  const listen = await runProgram(
    'listen.py',
    [
      'import js',
      'from pyodide.ffi import create_proxy',
      'print("origin", js.self.origin)',
      'js.globalThis.stolen = js.Array.new()',
      'def heard(event):',
      '    js.globalThis.stolen.push(js.JSON.stringify(event.data))',
      'try:',
      `    channel = js.BroadcastChannel.new("${key}")`,
      '    channel.onmessage = create_proxy(heard)',
      '    print("listening")',
      'except Exception as error:',
      '    print("refused", type(error).__name__)',
    ].join('\n'),
  );
  expect(listen).toContain('origin null');
  expect(listen).toContain('refused');
  // What auth-js does when it refreshes the token: post the session to the page's other contexts.
  await page.evaluate(
    ([name, stored]) => {
      const channel = new BroadcastChannel(name!);
      channel.postMessage({ event: 'TOKEN_REFRESHED', session: JSON.parse(stored!) as unknown });
      channel.close();
    },
    [key, value],
  );
  const after = await runProgram('after.py', 'import js\nprint("heard", js.globalThis.stolen.length)\n');
  expect(after).toContain('heard 0');
  expect(after).not.toContain('access_token');
});

test('a Python program reaches neither the API, storage nor the page, and leaves nothing for the next run', async () => {
  test.setTimeout(90_000);
  const probe = await runProgram(
    'probe.py',
    [
      'import js',
      'def attempt(name, action):',
      '    try:',
      '        print(name, "allowed", action())',
      '    except Exception as error:',
      '        print(name, "refused")',
      'attempt("fetch", lambda: js.fetch("/api/health"))',
      'attempt("xhr", lambda: js.XMLHttpRequest.new())',
      'attempt("websocket", lambda: js.WebSocket.new("ws://127.0.0.1/"))',
      'attempt("indexeddb", lambda: js.indexedDB.open("x"))',
      'attempt("caches", lambda: js.caches.keys())',
      'attempt("localstorage", lambda: js.localStorage.getItem("x"))',
      'attempt("parent", lambda: js.parent.document)',
      'attempt("top", lambda: js.top.location.href)',
      'attempt("importscripts", lambda: js.importScripts("/api/health"))',
    ].join('\n'),
  );
  for (const name of [
    'fetch',
    'xhr',
    'websocket',
    'indexeddb',
    'caches',
    'localstorage',
    'parent',
    'top',
    'importscripts',
  ]) {
    expect(probe).toContain(`${name} refused`);
  }
  expect(probe).not.toContain('allowed');

  // Left behind: a listener for the next run's message, an interval and a MessageChannel loop.
  await runProgram(
    'spy.py',
    [
      'import js',
      'from pyodide.ffi import create_proxy',
      'js.globalThis.seen = js.Array.new()',
      'def spy(event):',
      '    js.globalThis.seen.push("message " + str(getattr(event.data, "code", "")))',
      'js.addEventListener("message", create_proxy(spy))',
      'js.self.onmessage = create_proxy(spy)',
      'js.setInterval(create_proxy(lambda: js.globalThis.seen.push("tick")), 1)',
      'channel = js.MessageChannel.new()',
      'def again(event):',
      '    js.globalThis.seen.push("loop")',
      '    channel.port2.postMessage(1)',
      'channel.port1.onmessage = create_proxy(again)',
      'channel.port2.postMessage(1)',
      'import builtins',
      'builtins.print = lambda *args: None',
      'print("spying")',
    ].join('\n'),
  );
  const first = await runProgram(
    'next.py',
    'import js\n# marker-of-the-next-run\nprint("seen", len(js.globalThis.seen))\n',
  );
  expect(first).not.toContain('marker');
  const count = Number(/seen (\d+)/.exec(first)?.[1]);
  const second = await runProgram('later.py', 'import js\nprint("seen", len(js.globalThis.seen))\n');
  expect(second).toContain(`seen ${count}`);
  const seen = await runProgram(
    'show.py',
    'import js\nprint("\\n".join(str(item) for item in js.globalThis.seen))\nprint("done")\n',
  );
  expect(seen).toContain('done');
  expect(seen).not.toContain('message');
});

test('a JavaScript program sees none of the page, storage, network or timers of the host', async () => {
  await page.getByLabel('Language').selectOption('javascript');
  const names = [
    'fetch',
    'XMLHttpRequest',
    'BroadcastChannel',
    'indexedDB',
    'caches',
    'localStorage',
    'parent',
    'top',
    'importScripts',
    'self',
    'globalThis.postMessage',
  ];
  const output = await runProgram(
    'probe.js',
    names.map((name) => `console.log(${JSON.stringify(name)}, typeof ${name});`).join('\n'),
  );
  for (const name of names) expect(output).toContain(`${name} undefined`);
});

test("the runner frame itself has an opaque origin and may fetch nothing but the runners' files", async () => {
  const frame = runnerFrame('python');
  const facts = await frame.evaluate(async () => {
    const attempt = async (action: () => unknown) => {
      try {
        await action();
        return 'allowed';
      } catch {
        return 'refused';
      }
    };
    return {
      origin: self.origin,
      api: await attempt(() => fetch('/api/health')),
      storage: await attempt(() => localStorage.getItem('x')),
      parent: await attempt(() => window.parent.document.title),
      indexedDB: await attempt(
        () =>
          new Promise((resolve, reject) => {
            const request = indexedDB.open('x');
            request.onsuccess = resolve;
            request.onerror = reject;
          }),
      ),
      // The frame's own script, under /assets/: what the runners load is reachable.
      runnerFiles: await attempt(async () => {
        const script = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .find((name) => name.includes('/assets/'))!;
        const response = await fetch(script);
        if (!response.ok) throw new Error(String(response.status));
      }),
    };
  });
  expect(facts).toEqual({
    origin: 'null',
    api: 'refused',
    storage: 'refused',
    parent: 'refused',
    indexedDB: 'refused',
    runnerFiles: 'allowed',
  });
});
