import { Link } from 'react-router';
import { UserMenu } from '@/components/auth/user-menu';
import { HeaderSearch } from '@/components/search/header-search';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { ThemeToggle } from './theme-toggle';

/** The sticky top bar: brand, navigation, theme toggle. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight" aria-label="Hammurabi home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="text-lg">Hammurabi</span>
        </Link>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
          <ThemeToggle />
          <UserMenu />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
