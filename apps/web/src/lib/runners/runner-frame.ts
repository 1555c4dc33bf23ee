/**
 * The script of the runner frame (public/runner-frame.html), which the page embeds as
 * `<iframe sandbox="allow-scripts">` (no `allow-same-origin`): the frame and the worker it starts
 * have an opaque origin, so a program sees none of the app's storage, cookies, BroadcastChannels or
 * service worker, and the frame's own Content-Security-Policy (set by the server) refuses any
 * connection but the runners' static files. The page and the frame talk only through
 * `postMessage`; both sides check who sent a message and its shape.
 */
import javascriptWorkerUrl from './javascript-worker.ts?worker&url';
import { isWorkerRequest, isWorkerResponse, type BrowserLanguage, type WorkerLoad } from './protocol';
import pythonWorkerUrl from './python-worker.ts?worker&url';

const WORKER_URLS: Record<BrowserLanguage, string> = { python: pythonWorkerUrl, javascript: javascriptWorkerUrl };

const language = new URLSearchParams(location.search).get('language');
// The page is at the frame's URL origin (same server); the frame's own origin is opaque ("null").
const pageOrigin = location.origin;

/**
 * A worker cannot be started from an opaque origin with an http(s) URL (it must be same-origin),
 * and Chromium refuses a module worker from a blob: URL there; a classic worker from a blob: URL
 * made here (it has the frame's origin) works. It imports the real worker module, which the
 * server sends with `Access-Control-Allow-Origin: *`, and hands it the messages that came first.
 */
function startWorker(scriptUrl: string): Worker {
  const absolute = JSON.stringify(new URL(scriptUrl, import.meta.url).href);
  const source = `const early = [];
const keep = (event) => early.push(event.data);
addEventListener('message', keep);
import(${absolute}).then(
  () => {
    removeEventListener('message', keep);
    for (const data of early) dispatchEvent(new MessageEvent('message', { data }));
  },
  (error) => postMessage({ type: 'load-error', message: String(error) }),
);`;
  const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl);
  URL.revokeObjectURL(blobUrl);
  return worker;
}

function toPage(message: unknown): void {
  window.parent.postMessage(message, pageOrigin);
}

if (language === 'python' || language === 'javascript') {
  const worker = startWorker(WORKER_URLS[language]);
  // Shared memory exists here only when the page is cross-origin isolated and lets the frame be too.
  const interruptBuffer = globalThis.crossOriginIsolated ? new Int32Array(new SharedArrayBuffer(4)) : null;
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isWorkerResponse(event.data)) toPage(event.data);
  });
  worker.addEventListener('error', (event) => {
    toPage({ type: 'load-error', message: event.message || 'the worker failed to load' });
  });
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== pageOrigin || !isWorkerRequest(event.data)) return;
    const request = event.data;
    if (request.type === 'stop') {
      if (interruptBuffer) Atomics.store(interruptBuffer, 0, 2);
    } else if (request.type === 'load') {
      const load: WorkerLoad = { type: 'load', interruptBuffer };
      worker.postMessage(load);
    } else {
      worker.postMessage(request);
    }
  });
  toPage({ type: 'frame-ready', interruptible: interruptBuffer !== null });
}
