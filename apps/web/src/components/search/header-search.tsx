import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadSiteSearch } from './use-site-search';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** The search button of the top navigation; opens the site search in a dialog ("/" or Ctrl+K too). */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  // The dialog's code arrives with the first opening and stays mounted after it.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isTyping(event.target));
      if (!shortcut) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Search the site"
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Search (/ or Ctrl+K)"
        onPointerEnter={() => {
          void loadSiteSearch();
          void loadDialog();
        }}
        onClick={show}
      >
        <Search aria-hidden />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
