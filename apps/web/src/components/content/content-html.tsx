import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { isAppPath } from '@/components/markdown/links';
import { cn } from '@/lib/cn';
import { withSiteOrigin } from '@/lib/site-origin';
import '@/components/markdown/markdown.css';

/**
 * Shows written content that packages/content rendered to sanitised HTML at generation time, so
 * content pages need no Markdown parser. Internal links go through the router; code samples
 * show the address the site is served from.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const shown = useMemo(() => withSiteOrigin(html, window.location.origin), [html]);
  if (!html) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || link.target === '_blank' || !(isAppPath(href) || href.startsWith('#'))) return;
    event.preventDefault();
    void navigate(href);
  };
  return <div className={cn('markdown', className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: shown }} />;
}
