import type { ContentSection } from '@hammurabi/content';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Space kept under the sticky header when deciding which heading is current. */
const HEADER_OFFSET_PX = 120;

function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= HEADER_OFFSET_PX) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

/** "On this page": links to every section and subsection, marking the one being read. */
export function TableOfContents({ sections }: { sections: ContentSection[] }) {
  const [ids] = useState(() =>
    sections.flatMap((section) => [section.id, ...section.subsections.map((sub) => sub.id)]),
  );
  const active = useActiveHeading(ids);
  const linkClass = (id: string) =>
    cn(
      'block border-l-2 py-1 text-sm transition-colors',
      id === active
        ? 'border-primary font-medium text-foreground'
        : 'border-transparent text-muted-foreground hover:text-foreground',
    );
  return (
    <nav aria-label="On this page" className="text-sm">
      <p className="mb-3 font-semibold">On this page</p>
      <ul className="space-y-1">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={`#${section.id}`}
              className={cn(linkClass(section.id), 'pl-3')}
              aria-current={section.id === active ? 'location' : undefined}
            >
              {section.title}
            </Link>
            {section.subsections.length > 0 ? (
              <ul>
                {section.subsections.map((sub) => (
                  <li key={sub.id}>
                    <Link
                      to={`#${sub.id}`}
                      className={cn(linkClass(sub.id), 'pl-6')}
                      aria-current={sub.id === active ? 'location' : undefined}
                    >
                      {sub.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
