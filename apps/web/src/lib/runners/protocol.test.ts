import { describe, expect, it } from 'vitest';
import { isFrameReady, isWorkerRequest, isWorkerResponse } from './protocol';

const run = { type: 'run', runId: 1, code: 'print(1)', input: '', timeLimitMs: 5000, trace: false };
const result = {
  type: 'result',
  runId: 1,
  run: { exit: 'ok', stdout: '1\n', stderr: '', durationMs: 3 },
  fatal: false,
};

describe('runner messages', () => {
  it('takes the requests the page sends, and nothing else', () => {
    expect(isWorkerRequest(run)).toBe(true);
    expect(isWorkerRequest({ type: 'load' })).toBe(true);
    expect(isWorkerRequest({ type: 'stop' })).toBe(true);
    expect(isWorkerRequest({ ...run, runId: -1 })).toBe(false);
    expect(isWorkerRequest({ ...run, code: 42 })).toBe(false);
    expect(isWorkerRequest({ ...run, extra: 'x' })).toBe(false);
    expect(isWorkerRequest({ ...run, filename: 'main.js', modules: { 'utils.js': 'export {}' } })).toBe(true);
    expect(isWorkerRequest({ ...run, modules: { 'utils.js': 42 } })).toBe(false);
    expect(isWorkerRequest({ ...run, modules: 'utils.js' })).toBe(false);
    expect(isWorkerRequest({ type: 'load', interruptBuffer: null })).toBe(false);
    expect(isWorkerRequest('run')).toBe(false);
    expect(isWorkerRequest(null)).toBe(false);
  });

  it('takes a runner answer only in its exact shape', () => {
    expect(isWorkerResponse(result)).toBe(true);
    expect(isWorkerResponse({ ...result, trace: [{ line: 2, locals: { x: '1' } }] })).toBe(true);
    expect(isWorkerResponse({ type: 'progress', stage: 'start' })).toBe(true);
    expect(isWorkerResponse({ type: 'load-error', message: 'no' })).toBe(true);
    expect(isWorkerResponse({ ...result, run: { ...result.run, exit: 'crashed' } })).toBe(false);
    expect(isWorkerResponse({ ...result, run: { ...result.run, durationMs: Infinity } })).toBe(false);
    expect(isWorkerResponse({ ...result, trace: [{ line: 2, locals: { x: 1 } }] })).toBe(false);
    expect(isWorkerResponse({ type: 'progress', stage: 'done' })).toBe(false);
    // What a page would hold if a program posted it: a session is not a runner message.
    expect(isWorkerResponse({ event: 'TOKEN_REFRESHED', session: { access_token: 'x' } })).toBe(false);
  });

  it('knows the frame is listening only from its own message', () => {
    expect(isFrameReady({ type: 'frame-ready', interruptible: true })).toBe(true);
    expect(isFrameReady({ type: 'frame-ready' })).toBe(false);
    expect(isFrameReady({ type: 'frame-ready', interruptible: 'yes' })).toBe(false);
  });
});
