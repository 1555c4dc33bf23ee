import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { Snippet } from './snippet';
import { kindLabels, useSiteSearch } from './use-site-search';
import { paths } from '@/lib/paths';

interface SearchComboboxProps {
  /** Visible or screen-reader label of the input. */
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Called after the user chose a result or asked for the results page. */
  onNavigate?: () => void;
  className?: string;
}

/**
 * Site search as an ARIA combobox: type to see ranked results with highlighted snippets, move
 * with the arrow keys, Enter opens the active result (or the results page), Escape closes.
 */
export function SearchCombobox({
  label = 'Search the site',
  placeholder = 'Search guides, FAQ, tutorials…',
  autoFocus,
  onNavigate,
  className,
}: SearchComboboxProps) {
  const id = useId();
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, ready, prepare } = useSiteSearch(query, 8);
  const trimmed = query.trim();
  const expanded = open && trimmed.length > 0;

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((current) => (results.length ? (current + 1) % results.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => (results.length ? (current <= 0 ? results.length - 1 : current - 1) : -1));
        break;
      case 'Enter': {
        const hit = results[active];
        if (hit) go(hit.url);
        else if (trimmed) go(paths.search(trimmed));
        event.preventDefault();
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        value={query}
        placeholder={placeholder}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="flex h-11 w-full rounded-md border border-border bg-background py-2 pr-3 pl-9 text-sm placeholder:text-muted-foreground"
      />
      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1 max-h-[min(28rem,70dvh)] overflow-y-auto rounded-lg border border-border bg-card shadow-lg',
          !expanded && 'hidden',
        )}
      >
        <ul id={listId} role="listbox" aria-label="Search results" className="p-1">
          {results.map((hit, index) => (
            <li
              key={hit.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Choosing with the mouse must not blur the input first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.url)}
              onMouseMove={() => setActive(index)}
              className={cn('cursor-pointer rounded-md px-3 py-2 text-sm', index === active && 'bg-muted')}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{hit.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{kindLabels[hit.kind]}</span>
              </span>
              {hit.parent ? <span className="block text-xs text-muted-foreground">{hit.parent}</span> : null}
              <span className="mt-1 line-clamp-2 block text-xs text-muted-foreground">
                <Snippet parts={hit.snippet} />
              </span>
            </li>
          ))}
        </ul>
        <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground" aria-live="polite">
          {!ready
            ? 'Loading the search index…'
            : results.length === 0
              ? `No results for "${trimmed}".`
              : `${results.length} top results · Enter for all results`}
        </p>
      </div>
    </div>
  );
}
