/**
 * The offline answer to a how-to question: the best passage the platform holds, its code when it
 * is for the question's language, two or three sentences, and the sources as links.
 */
import type { KnowledgePassage } from '../types.ts';
import type { RankedPassage } from './knowledge.ts';
import { normalLanguage, questionLanguage } from './retrieval.ts';

const MAX_CODE_LINES = 40;
const LANGUAGE_NAMES: Record<string, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  go: 'Go',
  'c#': 'C#',
};
const nameOf = (language: string | null) => (language ? (LANGUAGE_NAMES[language] ?? language) : 'code');

/**
 * The part of a snippet worth quoting: its code without the self-check that follows it (Python's
 * `if __name__ == "__main__":`, a `// Check` or `# Check` comment, a Go or Java `main`), cut at
 * MAX_CODE_LINES.
 */
export function quotableCode(code: string): string {
  const lines = code.replace(/\r\n/g, '\n').split('\n');
  const end = lines.findIndex((line) =>
    /^if __name__ == ["']__main__["']:|^(\/\/|#) ?(Self-)?[Cc]heck\b|^func main\(\)|^\s*public static void main\(/.test(
      line,
    ),
  );
  let kept = end > 0 ? lines.slice(0, end) : lines;
  // A Java main inside the class: close the class where the main started.
  if (end > 0 && /public static void main\(/.test(lines[end] ?? '')) kept = [...kept, '}'];
  const trimmed = kept.join('\n').trim();
  const cut = trimmed.split('\n');
  return cut.length > MAX_CODE_LINES ? `${cut.slice(0, MAX_CODE_LINES).join('\n')}\n…` : trimmed;
}

/** The first `count` sentences of a text. */
function sentences(text: string, count: number): string {
  const found = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  return found.slice(0, count).join('').trim();
}

function kindLabel(passage: KnowledgePassage): string {
  switch (passage.kind) {
    case 'snippet':
      return `snippet, ${nameOf(normalLanguage(passage.language))}`;
    case 'answer':
      return passage.accepted ? 'community, accepted answer' : `community answer, ${passage.votes} votes`;
    case 'lesson':
      return 'lessons and guides';
  }
}

function lead(passage: KnowledgePassage): string {
  const link = `[${passage.title}](${passage.url})`;
  switch (passage.kind) {
    case 'snippet':
      return `The snippet library has a tested answer: **${link}**.`;
    case 'answer':
      return passage.accepted
        ? `The community answered this, and the asker accepted it: **${link}**.`
        : `The community answered this (${passage.votes} votes): **${link}**.`;
    case 'lesson':
      return `The guides cover this in **${link}**.`;
  }
}

/** What the offline assistant says when the platform holds answers to a how-to question. */
export function knowledgeAnswer(question: string, ranked: readonly RankedPassage[]): string {
  const [best] = ranked;
  if (!best) return '';
  const { passage } = best;
  const wanted = questionLanguage(question);
  const own = normalLanguage(passage.language);
  const parts = [lead(passage)];
  if (passage.code && own && (!wanted || wanted === own)) {
    const fence = own === 'c#' ? 'csharp' : own;
    parts.push(`\`\`\`${fence}\n${passage.kind === 'snippet' ? quotableCode(passage.code) : passage.code}\n\`\`\``);
  } else if (passage.code && wanted && own && wanted !== own) {
    parts.push(
      `There is no ${nameOf(wanted)} version yet; its code is ${nameOf(own)}, so open the link for it rather than copying it here.`,
    );
  }
  const explanation = sentences(passage.text, passage.kind === 'lesson' ? 3 : 2);
  if (explanation) parts.push(explanation);
  if (passage.kind === 'snippet') parts.push('Its code is run by our tests; adapt the names to your own.');
  parts.push(
    '**Sources**',
    ranked
      .map((item, index) => `${index + 1}. [${item.passage.title}](${item.passage.url}) (${kindLabel(item.passage)})`)
      .join('\n'),
  );
  return parts.join('\n\n');
}

/** The community page with the ask dialog open and the question prefilled. */
export function askCommunityLink(question: string): string {
  const title = question.replace(/\s+/g, ' ').trim().slice(0, 150);
  return `/community?ask=${encodeURIComponent(title)}`;
}

/** The honest "I don't know", with the offer to ask the community. */
export function noKnowledgeAnswer(question: string): string {
  return (
    `I don't know: nothing in the snippets library, the community board or the lessons answers that yet. ` +
    `[Ask the community](${askCommunityLink(question)}) — your question is filled in for you.`
  );
}
