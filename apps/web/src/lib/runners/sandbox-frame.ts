import {
  isFrameReady,
  isWorkerResponse,
  type BrowserLanguage,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol';
import frameScriptUrl from './runner-frame.ts?worker&url';

/**
 * The frame's origin is opaque in every build. Only the Vite dev server (`npm run dev`) keeps the
 * frame same-origin: an opaque frame's module loads are cross-origin, and Vite rightly answers no
 * CORS to `Origin: null` (opening it would let any site's sandboxed frame read the dev sources).
 */
const OPAQUE = !import.meta.env.DEV;
const FRAME_SANDBOX = OPAQUE ? 'allow-scripts' : 'allow-scripts allow-same-origin';

/** What a runner talks to: here the sandboxed frame that holds the language's worker. */
export interface RunnerHost {
  /** Whether the host can interrupt a running program (known once it has answered). */
  readonly interruptible: boolean;
  send(request: WorkerRequest): void;
  onMessage(listener: (message: WorkerResponse) => void): void;
  terminate(): void;
}

/**
 * A hidden `<iframe sandbox="allow-scripts">` that runs one language's worker in an opaque
 * origin (see runner-frame.ts). Only messages from this frame's window, with the opaque origin and
 * a known shape, are taken; requests wait until the frame says it is listening.
 */
export class SandboxFrame implements RunnerHost {
  interruptible = false;
  private readonly frame: HTMLIFrameElement;
  private ready = false;
  private readonly queue: WorkerRequest[] = [];
  private listener: ((message: WorkerResponse) => void) | null = null;

  constructor(language: BrowserLanguage) {
    const frame = document.createElement('iframe');
    // No allow-same-origin (outside dev): the frame's origin is opaque whatever its URL.
    frame.setAttribute('sandbox', FRAME_SANDBOX);
    // Lets the frame share memory with its worker (to interrupt Python) when the page is isolated.
    frame.setAttribute('allow', 'cross-origin-isolated');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = `${language} runner`;
    frame.hidden = true;
    frame.dataset.runner = language;
    const params = new URLSearchParams({ language, script: frameScriptUrl });
    frame.src = `/runner-frame.html?${params.toString()}`;
    this.frame = frame;
    window.addEventListener('message', this.receive);
    document.body.append(frame);
  }

  private readonly receive = (event: MessageEvent<unknown>) => {
    if (event.source !== this.frame.contentWindow) return;
    if (event.origin !== (OPAQUE ? 'null' : location.origin)) return;
    if (isFrameReady(event.data)) {
      this.ready = true;
      this.interruptible = event.data.interruptible;
      for (const request of this.queue.splice(0)) this.post(request);
    } else if (isWorkerResponse(event.data)) {
      this.listener?.(event.data);
    }
  };

  private post(request: WorkerRequest): void {
    // The frame's origin is opaque, which no target origin can name; the frame checks the sender.
    this.frame.contentWindow?.postMessage(request, '*');
  }

  send(request: WorkerRequest): void {
    if (this.ready) this.post(request);
    else this.queue.push(request);
  }

  onMessage(listener: (message: WorkerResponse) => void): void {
    this.listener = listener;
  }

  /** Ends the frame, its worker and everything the program left running in them. */
  terminate(): void {
    window.removeEventListener('message', this.receive);
    this.listener = null;
    this.frame.remove();
  }
}
