import { LAWS, type AnalysisResult } from '@hammurabi/analysis';
import type { CodeContext, ContextFile, KnowledgePassage } from '../types.ts';

const MAX_PROMPT_FINDINGS = 40;

/** The code with `N | ` before each line, so the model can cite lines exactly. */
export function numberedCode(code: string): string {
  const lines = code.split(/\r?\n/);
  const width = String(lines.length).length;
  return lines.map((line, index) => `${String(index + 1).padStart(width)} | ${line}`).join('\n');
}

/** The engine's findings as compact JSON lines: the ground truth the model must build on. */
export function findingsDigest(result: AnalysisResult): string {
  const findings = result.findings.slice(0, MAX_PROMPT_FINDINGS).map((finding) => ({
    rule: `${finding.ruleId} ${finding.ruleName}`,
    severity: finding.severity,
    lines: [finding.startLine, finding.endLine],
    message: finding.message,
    ...(finding.fix ? { fix: finding.fix } : {}),
  }));
  return findings.length > 0 ? findings.map((finding) => JSON.stringify(finding)).join('\n') : '(no findings)';
}

const LAW_LIST = LAWS.map((law) => `${law.id} ${law.name}: ${law.principle}`).join('\n');

/** The system prompt of a chat, with the context code and the engine's findings when there is code. */
export function chatSystemPrompt(
  code: CodeContext | null,
  analysis: AnalysisResult | null,
  files: readonly ContextFile[] = [],
  passages: readonly KnowledgePassage[] = [],
): string {
  const parts = [
    "You are Hammurabi's coding assistant. Hammurabi judges code by five laws:",
    LAW_LIST,
    'Answer in Markdown. Be concrete and brief. When you discuss the user\'s code, cite line numbers ("line 12").',
  ];
  if (code && analysis) {
    parts.push(
      `The user's file \`${analysis.filename}\` (${analysis.language}), with line numbers:`,
      '```\n' + numberedCode(code.code) + '\n```',
      "Static-analysis findings (trust these; don't invent others without pointing at the line):",
      findingsDigest(analysis),
    );
  }
  if (files.length > 0) parts.push('The user attached these project files:');
  for (const file of files) {
    if (file.content) parts.push(`File \`${file.filename}\` (${file.language}):\n\`\`\`\n${file.content}\n\`\`\``);
    if (file.note) parts.push(`Note: ${file.note} Say so if the answer may depend on the missing part.`);
  }
  if (passages.length > 0) {
    parts.push(
      'What the platform already holds on this question (tested snippets, accepted community answers, lessons). ' +
        'Build on them and cite each one you use as a Markdown link with its path, e.g. [title](/snippets/…):',
      ...passages.map(passageText),
    );
  }
  return parts.join('\n\n');
}

/** One retrieved passage as the model reads it: kind, title, link, text and code. */
function passageText(passage: KnowledgePassage, index: number): string {
  const kind =
    passage.kind === 'answer' ? (passage.accepted ? 'accepted community answer' : 'community answer') : passage.kind;
  const lines = [`[${index + 1}] ${kind}: "${passage.title}" — link: ${passage.url}`];
  if (passage.text) lines.push(passage.text.slice(0, 600));
  if (passage.code) lines.push('```' + (passage.language ?? '') + '\n' + passage.code.slice(0, 2000) + '\n```');
  return lines.join('\n');
}

/** The instruction of a structured review: one JSON object, grounded in the findings. */
export function reviewPrompt(filename: string, code: string, analysis: AnalysisResult): string {
  const lineCount = code.split(/\r?\n/).length;
  return [
    `Review the file \`${filename}\` (${analysis.language}, ${lineCount} lines) by Hammurabi's laws:`,
    LAW_LIST,
    'Code with line numbers:',
    '```\n' + numberedCode(code) + '\n```',
    `Static-analysis findings (ground your review in these; engine score ${analysis.score}/100):`,
    findingsDigest(analysis),
    'Answer with ONE JSON object and nothing else, with exactly these keys:',
    '{"summary": string, "strengths": string[], "improvements": string[], "security": string[], ' +
      '"performance": string[], "suggestions": [{"line": integer, "suggestion": string}], "score": integer}',
    `Every "line" must be between 1 and ${lineCount}. "score" is 0-100.`,
  ].join('\n\n');
}

/** The instruction of code generation: one JSON object with the code and a short explanation. */
export function generatePrompt(prompt: string, language: string, contextCode: string | null): string {
  return [
    `Write ${language} code for this request: ${prompt}`,
    contextCode ? `It must fit into this existing code:\n\`\`\`\n${contextCode}\n\`\`\`` : '',
    "Follow Hammurabi's laws:",
    LAW_LIST,
    'Answer with ONE JSON object and nothing else: {"code": string, "explanation": string}.',
  ]
    .filter(Boolean)
    .join('\n\n');
}
