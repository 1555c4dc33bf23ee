import { formatSeconds, PLAYGROUND_LIMITS } from '@hammurabi/shared';

const FEATURES = [
  {
    title: 'Runs for real, offline',
    text: 'Python (Pyodide) and JavaScript (QuickJS) run in your browser; Java compiles and runs in a sandbox on our server. Nothing goes to another site.',
  },
  {
    title: 'Test cases',
    text: 'Give each case an input and the output you expect. Every run shows passed or failed, with expected and actual output side by side.',
  },
  {
    title: 'Safe by design',
    text: `Each test stops after ${formatSeconds(PLAYGROUND_LIMITS.timeLimitDefaultMs)}, Stop ends a runaway loop at once, and your program cannot see this page, your session or your account.`,
  },
  {
    title: 'Feedback beyond pass/fail',
    text: 'Step through Python line by line in the Debugger, read the analysis engine’s findings against the five laws, and ask the assistant for tips.',
  },
  {
    title: 'Save and share',
    text: 'Signed in, save programs with their tests under My programs and share a short link. Unsaved programs share as a link that carries the code itself.',
  },
];

const STEPS = [
  'Pick a language. The editor starts with a small program that reads numbers and prints their sum.',
  'Write your program. Read the test input with input() in Python and JavaScript, or System.in in Java, and print the answer.',
  'Add test cases with Add Test Case: a name, the input and the expected output.',
  'Press Run (or Ctrl+Enter, ⌘+Enter on a Mac). Failed cases show what the program printed next to what was expected.',
  'Fix, run again, then Save your program or Share a link to it.',
];

/** What the playground offers and how to use it, below the workspace. */
export function PlaygroundIntro() {
  return (
    <section aria-labelledby="playground-about" className="grid gap-8 md:grid-cols-2">
      <div>
        <h2 id="playground-about" className="text-xl font-semibold">
          What you can do here
        </h2>
        <ul className="mt-4 grid gap-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-lg border border-border bg-card p-4">
              <p className="font-medium">{feature.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">
          Python has the standard library only: packages such as numpy cannot be installed. JavaScript runs in QuickJS,
          which has no DOM, fetch or URL; both run in a sandbox that cannot reach your session.
        </p>
      </div>
      <div>
        <h2 className="text-xl font-semibold">How to use it</h2>
        <ol className="mt-4 grid gap-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <p className="pt-0.5 text-sm">{step}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
