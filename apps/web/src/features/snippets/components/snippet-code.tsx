import type { SnippetLanguage } from '@hammurabi/shared';
import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';

const Markdown = lazy(() => import('@/components/markdown/markdown'));

const fenceLanguage: Record<SnippetLanguage, string> = {
  python: 'python',
  javascript: 'javascript',
  java: 'java',
  'c#': 'csharp',
  typescript: 'typescript',
  go: 'go',
};

/** The code as a fenced block, with a fence longer than any run of backticks inside it. */
function fenced(code: string, language: SnippetLanguage): string {
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${fenceLanguage[language]}\n${code.replace(/\n$/, '')}\n${fence}`;
}

/**
 * Highlighted, read-only code through the shared Markdown renderer (sanitised, lazily loaded).
 * Cards pass the first lines the list carries.
 */
export function SnippetCode({
  code,
  language,
  className,
}: {
  code: string;
  language: SnippetLanguage;
  className?: string;
}) {
  const plain = (
    <pre className="overflow-x-auto rounded-lg bg-muted p-4 font-mono text-[0.85rem] leading-relaxed" tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
  return (
    <div className={cn('snippet-code min-w-0', className)}>
      <Suspense fallback={plain}>
        <Markdown>{fenced(code, language)}</Markdown>
      </Suspense>
    </div>
  );
}
