import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Writes one line per item, replacing the file. */
async function writeLines(file, lines) {
  await fs.writeFile(file, lines.map((line) => `${line}\n`).join(''), 'utf8');
}

/** The lines of a text file without their line endings (\n or \r\n). */
async function readLines(file) {
  const text = await fs.readFile(file, 'utf8');
  return text.split(/\r?\n/).filter((line, index, all) => index < all.length - 1 || line !== '');
}

/** Adds a line at the end, creating the file when it is missing. */
async function appendLine(file, line) {
  await fs.appendFile(file, `${line}\n`, 'utf8');
}

/** True when the file exists (fs.access throws when it does not). */
async function exists(file) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

// Check: write, append and read back in a temporary folder.
const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'file-basics-'));
const notes = path.join(folder, 'notes.txt');
await writeLines(notes, ['first', 'second']);
await appendLine(notes, 'third');
if ((await readLines(notes)).join() !== 'first,second,third') throw new Error('readLines');
if (!(await exists(notes)) || (await exists(path.join(folder, 'missing.txt')))) throw new Error('exists');
await fs.rm(folder, { recursive: true });
console.log('file basics ok');
