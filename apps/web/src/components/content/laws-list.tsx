// The laws module alone: the package entry also pulls in the parser-based engine (~500 kB).
// Switch to `@hammurabi/analysis/laws` once the package exports it.
import { LAWS } from '@hammurabi/analysis/laws';
import { Scale } from 'lucide-react';

/** The five laws HB001–HB005 from their one definition in the analysis engine. */
export function LawsList({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="mt-6 grid gap-4 md:grid-cols-2">
      {LAWS.map((law) => (
        <li
          key={law.id}
          id={law.id.toLowerCase()}
          className="scroll-mt-24 rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <Heading className="flex items-center gap-2 font-semibold">
            <Scale className="size-4 text-primary" aria-hidden />
            <span className="font-mono text-sm text-primary">{law.id}</span> {law.name}
          </Heading>
          <p className="mt-2 text-sm font-medium">{law.principle}</p>
          <p className="mt-2 text-sm text-muted-foreground">{law.description}</p>
        </li>
      ))}
    </ol>
  );
}
