import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';
import { fencedCode } from './fence';

const Markdown = lazy(() => import('./markdown'));

/**
 * Highlighted, read-only code with a copy button, through the shared Markdown renderer (loaded
 * when first needed; until then the plain code shows).
 */
export function CodeBlock({ code, language, className }: { code: string; language: string; className?: string }) {
  const plain = (
    <pre className="overflow-x-auto rounded-lg bg-muted p-4 font-mono text-[0.85rem] leading-relaxed" tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
  return (
    <div className={cn('min-w-0', className)}>
      <Suspense fallback={plain}>
        <Markdown copyableCode>{fencedCode(code, language)}</Markdown>
      </Suspense>
    </div>
  );
}
