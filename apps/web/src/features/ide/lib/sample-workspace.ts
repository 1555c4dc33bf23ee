/** The sample workspace visitors try the IDE with, kept in this browser's localStorage. */
import { LAW_PROFILES, type LawProfile } from '@hammurabi/shared/domain/law-profiles';

/** A file of the sample workspace. */
export interface SampleFile {
  filename: string;
  content: string;
}

const STORAGE_KEY = 'hammurabi-ide-sample-v1';
const PROFILE_KEY = 'hammurabi-ide-sample-profile';

const MAIN_JS = `// Entry point of the sample workspace: totals an order and prints a receipt.
import { formatPrice, sumBy } from './utils.js';

const order = {
  id: 'A-1001',
  items: [
    { name: 'Notebook', price: 4.5, quantity: 2 },
    { name: 'Pencil', price: 0.8, quantity: 10 },
    { name: 'Eraser', price: 1.2, quantity: 1 },
  ],
};

function orderTotal(items) {
  return sumBy(items, (item) => item.price * item.quantity);
}

function printReceipt(currentOrder) {
  console.log(\`Order \${currentOrder.id}\`);
  for (const item of currentOrder.items) {
    console.log(\`\${item.quantity} x \${item.name}: \${formatPrice(item.price)}\`);
  }
  console.log(\`Total: \${formatPrice(orderTotal(currentOrder.items))}\`);
}

printReceipt(order);
`;

const UTILS_JS = `/**
 * Small helpers shared by the sample workspace.
 */

/** Adds up \`pick(item)\` over every item. */
export function sumBy(items, pick) {
  return items.reduce((total, item) => total + pick(item), 0);
}

/** Formats an amount as dollars with two decimals. */
export function formatPrice(amount) {
  return \`$\${amount.toFixed(2)}\`;
}
`;

const CONFIG_JSON = `{
  "name": "sample-workspace",
  "entry": "main.js",
  "environment": "staging",
  "lawProfile": "strict"
}
`;

const README_MD = `# Sample workspace

A small order receipt in JavaScript to try the Hammurabi IDE with.

- Press **Run** to check the open file against the laws HB001–HB005.
- Click a violation to jump to its line; fix it and run again.
- **Deploy to Staging** shows whether the whole workspace passes the release gate.

Your edits stay in this browser. Sign in to open your own projects.
`;

/** The sample files as they start. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  { filename: 'main.js', content: MAIN_JS },
  { filename: 'utils.js', content: UTILS_JS },
  { filename: 'config.json', content: CONFIG_JSON },
  { filename: 'README.md', content: README_MD },
];

/** The sample files with this browser's edits, or the starting files. */
export function loadSampleFiles(storage: Storage | undefined = globalThis.localStorage): SampleFile[] {
  try {
    const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (stored && typeof stored === 'object') {
      const edits = stored as Record<string, unknown>;
      return SAMPLE_FILES.map((file) => ({
        filename: file.filename,
        content: typeof edits[file.filename] === 'string' ? (edits[file.filename] as string) : file.content,
      }));
    }
  } catch {
    // Unreadable storage (private mode, bad JSON) falls back to the starting files.
  }
  return SAMPLE_FILES.map((file) => ({ ...file }));
}

/** Keeps the sample files' text in this browser. */
export function storeSampleFiles(files: readonly SampleFile[], storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(
      STORAGE_KEY,
      JSON.stringify(Object.fromEntries(files.map((file) => [file.filename, file.content]))),
    );
  } catch {
    // A full or blocked storage only loses the edits on reload.
  }
}

/** Forgets this browser's edits. */
export function resetSampleFiles(storage: Storage | undefined = globalThis.localStorage): SampleFile[] {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  return SAMPLE_FILES.map((file) => ({ ...file }));
}

/** The law profile this browser last chose for the sample workspace; Strict until one is chosen. */
export function loadSampleProfile(storage: Storage | undefined = globalThis.localStorage): LawProfile {
  try {
    const stored = storage?.getItem(PROFILE_KEY);
    if (stored && (LAW_PROFILES as readonly string[]).includes(stored)) return stored as LawProfile;
  } catch {
    // Unreadable storage: the sample starts under Strict.
  }
  return 'strict';
}

/** Keeps the sample workspace's chosen profile in this browser. */
export function storeSampleProfile(profile: LawProfile, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(PROFILE_KEY, profile);
  } catch {
    // A full or blocked storage only forgets the choice on reload.
  }
}
