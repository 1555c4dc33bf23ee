import { type AnchorHTMLAttributes, type HTMLAttributes, useRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { CopyButton } from '@/components/ui/copy-button';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import { rehypeHighlightCode } from './highlight-code';
import { isAppPath } from './links';
import './markdown.css';

function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  if (isAppPath(href) || href.startsWith('#')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
      {children}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  // Code and tables may scroll sideways; keyboard users need to be able to focus them to scroll.
  pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} />,
  table: ({ node: _node, ...props }) => <table tabIndex={0} {...props} />,
};

/** A code block with a button that copies its text. */
function CopyablePre({ node: _node, ...props }: HTMLAttributes<HTMLPreElement> & { node?: unknown }) {
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="markdown-code">
      <pre ref={ref} tabIndex={0} {...props} />
      <CopyButton label="code" getText={() => ref.current?.textContent ?? ''} className="markdown-copy" />
    </div>
  );
}

const withCopyableCode: Components = { ...components, pre: CopyablePre };

/**
 * Renders Markdown safely: GitHub-flavoured syntax, sanitised HTML (no scripts or raw HTML from
 * the text), highlighted code blocks, and internal links through the router. Shared by content
 * pages, chat and reviews. With `copyableCode` each code block gets a copy button.
 */
export function Markdown({
  children,
  className,
  copyableCode = false,
  codeLanguages,
}: {
  children: string;
  className?: string;
  copyableCode?: boolean;
  /** Languages for code blocks that name none, first known one wins (a question's tags). */
  codeLanguages?: readonly string[];
}) {
  return (
    <div className={cn('markdown', className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize, [rehypeHighlightCode, { fallbackLanguages: codeLanguages }]]}
        components={copyableCode ? withCopyableCode : components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

export default Markdown;
