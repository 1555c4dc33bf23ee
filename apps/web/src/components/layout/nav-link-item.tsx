import { ExternalLink } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { NavLinkItem } from '@/app/navigation';

interface NavItemLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  item: NavLinkItem;
  onNavigate?: () => void;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A navigation link that opens external addresses in a new tab with a visible marker. Other
 * props (and the ref) pass through, so Radix menus can use it as their item through `asChild`.
 */
export function NavItemLink({ item, onNavigate, children, onClick, ...props }: NavItemLinkProps) {
  const handleClick: AnchorHTMLAttributes<HTMLAnchorElement>['onClick'] = (event) => {
    onClick?.(event);
    onNavigate?.();
  };
  if (item.external) {
    return (
      <a href={item.path} target="_blank" rel="noreferrer noopener" {...props} onClick={handleClick}>
        {children ?? item.name}
        <ExternalLink className="ml-1 inline size-3.5" aria-label="(opens in a new tab)" />
      </a>
    );
  }
  return (
    <Link to={item.path} {...props} onClick={handleClick}>
      {children ?? item.name}
    </Link>
  );
}
