import type { GeneratedCode, GenerateInput } from '../types.ts';
import { answerFor, intentOf, readSubject } from './answer.ts';
import { searchTerms } from './retrieval.ts';

function nameFrom(prompt: string): string {
  const words = searchTerms(prompt)
    .filter((word) => /^[a-z][a-z0-9]*$/.test(word))
    .slice(0, 4);
  if (words.length === 0) return 'generatedUnit';
  return words.map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The offline assistant cannot write logic, so it writes the part that needs no model: a
 * documented, law-abiding skeleton named after the request, and says so.
 */
export function generateSkeleton(input: GenerateInput): GeneratedCode {
  const fromContext = input.contextCode?.trim() ? generateFromContext(input) : null;
  if (fromContext) return fromContext;
  const name = nameFrom(input.prompt);
  const purpose = input.prompt.replace(/\s+/g, ' ').trim().slice(0, 200).replace(/\*\//g, '* /');
  let code: string;
  switch (input.language) {
    case 'python':
      code = `def ${snake(name)}(value):\n    """${purpose.replace(/"""/g, "'''")}"""\n    raise NotImplementedError("${snake(name)} is not written yet")\n`;
      break;
    case 'typescript':
      code = `/** ${purpose} */\nexport function ${name}(input: unknown): never {\n  throw new Error('${name} is not written yet');\n}\n`;
      break;
    case 'javascript':
      code = `/** ${purpose} */\nexport function ${name}(input) {\n  throw new Error('${name} is not written yet');\n}\n`;
      break;
    default:
      code = `// ${purpose}\n// ${name}: write the ${input.language} implementation here.\n`;
  }
  const explanation =
    `Writing this logic is beyond the offline assistant: it analyses code but does not invent it. Here is a documented ` +
    `skeleton named \`${name}\` after your request (Law of Documented Purpose, Law of Explicit Naming); the body is left for you.`;
  return { code, explanation };
}

const GENERATED_INTENTS = new Set(['tests', 'docs', 'refactor']);

/**
 * Tests, doc comments and rewrites of the context code come from the same intent machinery as
 * chat; the first fenced block is the code, the prose around it the explanation.
 */
function generateFromContext(input: GenerateInput): GeneratedCode | null {
  const subject = readSubject({ code: input.contextCode ?? '', language: input.language, filename: null });
  const intent = intentOf(input.prompt, subject);
  if (!GENERATED_INTENTS.has(intent.kind)) return null;
  const answer = answerFor(input.prompt, subject);
  const block = /```[\w#+-]*\n([\s\S]*?)\n```/.exec(answer);
  if (!block?.[1]) return null;
  return {
    code: `${block[1]}\n`,
    explanation: answer
      .replace(block[0], '')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
}
