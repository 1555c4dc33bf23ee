import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { moveFocus } from './arrow-focus';

// Written without a widget library: Radix's accordion, collapsible and tabs with their shared
// parts were ~10 KB gzip of every content page's first script; these follow the same WAI-ARIA
// patterns (and keep Radix's `data-state` attributes for styling) in a fraction of it.

const triggerClasses =
  'flex w-full items-center justify-between gap-4 py-4 text-left font-semibold hover:text-primary [&[data-state=open]>svg]:rotate-180';

function Chevron() {
  return <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform" aria-hidden />;
}

/** One part of an accordion: its anchor id, heading text and body (rendered only while open). */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  body: () => ReactNode;
}

/**
 * A list of headed parts that open and close. `single` keeps at most one open. The arrow keys,
 * Home and End move between the headings' buttons. Remount it (a `key`) to reset what is open.
 */
export function Accordion({
  items,
  single,
  defaultOpen,
  heading: Heading,
  headingClassName,
  contentClassName,
  className,
}: {
  items: AccordionItem[];
  single: boolean;
  defaultOpen: string[];
  heading: 'h2' | 'h3';
  headingClassName?: string;
  contentClassName: string;
  className?: string;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : single ? [id] : [...current, id],
    );
  return (
    <div className={className}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${baseId}-${index}-trigger`;
        const contentId = `${baseId}-${index}-content`;
        return (
          <div key={item.id} id={item.id} data-state={state} className="scroll-mt-24 border-b border-border">
            <Heading className={headingClassName} data-state={state}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                id={triggerId}
                aria-controls={contentId}
                aria-expanded={isOpen}
                data-state={state}
                className={triggerClasses}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) =>
                  moveFocus(event, triggers.current.slice(0, items.length), { previous: 'ArrowUp', next: 'ArrowDown' })
                }
              >
                {item.title}
                <Chevron />
              </button>
            </Heading>
            <div
              role="region"
              id={contentId}
              aria-labelledby={triggerId}
              data-state={state}
              hidden={!isOpen}
              className={contentClassName}
            >
              {isOpen ? item.body() : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** A headed card whose body opens and closes; `id` is its anchor. */
export function Collapsible({
  id,
  title,
  defaultOpen,
  heading: Heading,
  children,
}: {
  id: string;
  title: string;
  defaultOpen: boolean;
  heading: 'h2' | 'h3';
  children: ReactNode;
}) {
  const contentId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const state = open ? 'open' : 'closed';
  return (
    <div id={id} data-state={state} className="scroll-mt-24 rounded-xl border border-border bg-card px-5 shadow-sm">
      <Heading className={cn(Heading === 'h2' && 'text-xl')}>
        <button
          type="button"
          aria-controls={contentId}
          aria-expanded={open}
          data-state={state}
          className={triggerClasses}
          onClick={() => setOpen(!open)}
        >
          {title}
          <Chevron />
        </button>
      </Heading>
      <div id={contentId} data-state={state} hidden={!open} className="pb-5">
        {open ? children : null}
      </div>
    </div>
  );
}
