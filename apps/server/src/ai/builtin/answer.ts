import { LAWS } from '@hammurabi/analysis';
import type { CodeContext } from '../types.ts';
import {
  describeStructure,
  focusOf,
  inspectCode,
  listImprovements,
  listProblems,
  quoteFocus,
  type CodeInsight,
} from './code-insight.ts';
import { findSources, searchTerms, type ContentSource } from './retrieval.ts';

/** What the question asks for; a question that names none of these gets all three. */
interface Intent {
  explain: boolean;
  problems: boolean;
  improve: boolean;
}

export const OFFLINE_NOTE =
  "_This answer comes from Hammurabi's offline assistant: static analysis of your code and search over the site's " +
  'guides, no language model. To connect one, set `AI_PROVIDER=openai` with `AI_BASE_URL`, `AI_API_KEY` and ' +
  '`AI_MODEL` (any OpenAI-compatible server: OpenAI, Ollama, vLLM, llama.cpp, LM Studio) and restart the server._';

function intentOf(message: string): Intent {
  const text = message.toLowerCase();
  const intent = {
    explain: /explain|what does|what is|how does|understand|walk me|describe|overview|purpose|structure/.test(text),
    problems: /bug|wrong|error|issue|problem|fix|broken|secur|vulnerab|safe|crash|fail|review|smell|law/.test(text),
    improve: /improv|better|refactor|clean|optimi|faster|perform|suggest|best practice|simplif|rewrite|review/.test(
      text,
    ),
  };
  return intent.explain || intent.problems || intent.improve
    ? intent
    : { explain: true, problems: true, improve: true };
}

function lawsNamed(message: string): string[] {
  const text = message.toLowerCase();
  return LAWS.filter(
    (law) => text.includes(law.id.toLowerCase()) || text.includes(law.name.toLowerCase().replace('law of ', '')),
  ).map((law) => `**${law.id} ${law.name}.** ${law.principle} ${law.description}`);
}

function codeSections(message: string, insight: CodeInsight): string[] {
  const intent = intentOf(message);
  const focus = focusOf(message, insight);
  const sections: string[] = [];
  if (focus)
    sections.push(`### ${focus.label[0]?.toUpperCase()}${focus.label.slice(1)}\n\n${quoteFocus(insight, focus)}`);
  if (intent.explain) sections.push(`### What the code does\n\n${describeStructure(insight)}`);
  if (intent.problems) sections.push(`### Problems found\n\n${listProblems(insight, focus)}`);
  if (intent.improve) sections.push(`### Suggested improvements\n\n${listImprovements(insight, focus)}`);
  return sections;
}

function sourcesSection(sources: readonly ContentSource[]): string {
  if (sources.length === 0) return '';
  const items = sources.map(
    (source) => `- [${source.title}](${source.url})${source.parent ? ` (${source.parent})` : ''}: ${source.excerpt}`,
  );
  return `### From the guides\n\n${items.join('\n')}`;
}

/**
 * The built-in assistant's reply in Markdown, computed from the question and the code only:
 * the engine's analysis of the code (structure, findings with lines, fixes), the laws the
 * question names, and the site pages that match it, cited by title and path.
 */
export function composeAnswer(message: string, code: CodeContext | null): string {
  const insight = code && code.code.trim() ? inspectCode(code) : null;
  const laws = lawsNamed(message);
  // With code, the most severe findings' rule names say best which guides apply.
  const ruleNames = insight ? [...new Set(insight.result.findings.map((finding) => finding.ruleName))].slice(0, 2) : [];
  const sources = findSources([searchTerms(message).join(' '), ...ruleNames]);
  const sections: string[] = [];
  if (insight) sections.push(...codeSections(message, insight));
  if (laws.length > 0)
    sections.push(`### The law${laws.length === 1 ? '' : 's'} you asked about\n\n${laws.join('\n\n')}`);
  const sourceText = sourcesSection(sources);
  if (sourceText) sections.push(sourceText);
  if (!insight && laws.length === 0 && sources.length === 0) {
    sections.push(
      `I found nothing in the guides about “${message.slice(0, 120)}”. Open a file or paste code with your ` +
        'question and I will analyse it line by line.',
    );
  } else if (!insight) {
    sections.unshift('No code came with this question, so here is what the guides say.');
  }
  sections.push(OFFLINE_NOTE);
  return sections.join('\n\n');
}

/** A short explanation of code, for POST /api/ai/explain-code. */
export function composeExplanation(code: CodeContext, question: string | null): string {
  const insight = inspectCode(code);
  const message = question ?? 'explain';
  const focus = focusOf(message, insight);
  const sections = [`### What the code does\n\n${describeStructure(insight)}`];
  if (focus) sections.unshift(`### ${focus.label}\n\n${quoteFocus(insight, focus)}`);
  sections.push(`### Worth knowing\n\n${listProblems(insight, focus)}`);
  const sourceText = sourcesSection(findSources([searchTerms(message).join(' ')], 2));
  if (question && sourceText) sections.push(sourceText);
  sections.push(OFFLINE_NOTE);
  return sections.join('\n\n');
}
