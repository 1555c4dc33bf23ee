import { readFileSync } from 'node:fs';
import { composeAnswer } from './apps/server/src/ai/builtin/answer.ts';
const [file, ...q] = process.argv.slice(2);
const lang = { java: 'java', go: 'go', py: 'python', ts: 'typescript', js: 'javascript' }[file.split('.').pop()!]!;
const code = readFileSync(`apps/server/src/ai/builtin/__corpus__/files/${file}.txt`, 'utf8');
for (const question of q) console.log('=== ' + question + '\n' + composeAnswer(question, { code, language: lang, filename: file }));
