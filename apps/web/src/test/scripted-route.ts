import { sendJson, type LocalRequest, type LocalRoute } from './local-api';

/** What a failing scripted route answers: a 503 with the detail the product API would send. */
export const FAILURE_DETAIL = 'The database is restarting.';

/**
 * A local API route whose answers a test steers, to see each state of a screen: `hold()` keeps
 * requests waiting (the loading state) until released, `fail()` answers 503 until `recover()`
 * (the error state and its Retry), and otherwise it answers 200 with `answer(request)`, or 404
 * with `notFound` as the detail when the answer is undefined (an unknown id).
 */
export interface ScriptedRoute {
  route: LocalRoute;
  /** Requests answered so far, failed ones included. */
  readonly calls: number;
  /** Requests wait from now on; the returned function lets them (and later ones) through. */
  hold(): () => void;
  fail(): void;
  recover(): void;
  /** Back to answering at once, releasing any held request (for afterEach). */
  reset(): void;
}

export function scriptedRoute(answer: (request: LocalRequest) => unknown, notFound = 'Not found.'): ScriptedRoute {
  let failing = false;
  let calls = 0;
  let held: { gate: Promise<void>; open: () => void } | null = null;
  const release = () => {
    held?.open();
    held = null;
  };
  return {
    route: async (request, response) => {
      if (held) await held.gate;
      calls += 1;
      if (failing) {
        sendJson(response, 503, { detail: FAILURE_DETAIL });
        return;
      }
      const body = answer(request);
      if (body === undefined) sendJson(response, 404, { detail: notFound });
      else sendJson(response, 200, body);
    },
    get calls() {
      return calls;
    },
    hold() {
      release();
      let open = () => undefined as void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      held = { gate, open };
      return release;
    },
    fail() {
      failing = true;
    },
    recover() {
      failing = false;
    },
    reset() {
      failing = false;
      calls = 0;
      release();
    },
  };
}
