import { type ReactNode, useId, useRef, useState } from 'react';
import { moveFocus } from './arrow-focus';

/** One tab: its anchor id, label and panel (rendered only while selected). */
export interface ContentTab {
  id: string;
  title: string;
  panel: () => ReactNode;
}

/**
 * Tabs with automatic activation: the arrow keys, Home and End move between the tabs and select
 * the one they reach; only the selected tab is in the Tab order. The selected panel is focusable.
 */
export function ContentTabs({ tabs, label, initial }: { tabs: ContentTab[]; label: string; initial: string }) {
  const baseId = useId();
  const [value, setValue] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <div className="mt-6">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${index}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${index}-panel`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              onClick={() => setValue(tab.id)}
              onKeyDown={(event) => {
                const reached = moveFocus(event, buttons.current.slice(0, tabs.length), {
                  previous: 'ArrowLeft',
                  next: 'ArrowRight',
                });
                const next = reached ? tabs[buttons.current.indexOf(reached as HTMLButtonElement)] : undefined;
                if (next) setValue(next.id);
              }}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-${index}-panel`}
            aria-labelledby={`${baseId}-${index}-tab`}
            tabIndex={0}
            hidden={!selected}
            data-state={selected ? 'active' : 'inactive'}
            className="pt-5"
          >
            {selected ? tab.panel() : null}
          </div>
        );
      })}
    </div>
  );
}
