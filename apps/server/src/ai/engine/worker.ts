/** The entry point of an analysis worker thread (piscina calls the default export once per task). */
import { ENGINE_TASKS, type EngineTaskMessage } from './tasks.ts';

/** Runs one named engine task. */
export default function runEngineTask(message: EngineTaskMessage): unknown {
  message.started?.postMessage(null);
  message.started?.close();
  const task = ENGINE_TASKS[message.name] as (input: unknown) => unknown;
  return task(message.input);
}
