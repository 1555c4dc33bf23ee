import { GitBranch } from 'lucide-react';
import { Link } from 'react-router';
import { SOURCE_REPOSITORY_URL, footerNavigation, type NavLinkItem } from '@/app/navigation';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';

function FooterColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className="text-sm text-muted-foreground hover:text-foreground">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer: links, company and legal pages, social links, newsletter, year. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_2fr]">
        <div className="space-y-4">
          <p className="text-lg font-semibold">Hammurabi</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Write better code by clear laws: guides, projects, an editor that saves as you type, an assistant that reads
            your code, and reviews that explain themselves.
          </p>
          <div>
            <h2 className="text-sm font-semibold">Newsletter</h2>
            <p className="mt-1 mb-3 text-sm text-muted-foreground">New guides and releases, about once a month.</p>
            <NewsletterForm />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          <FooterColumn title="Resources" links={footerNavigation.resources} />
          <FooterColumn title="Learn" links={footerNavigation.learn} />
          <FooterColumn title="Company" links={footerNavigation.company} />
          <FooterColumn title="Legal" links={footerNavigation.legal} />
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>© {year} Hammurabi. All rights reserved.</p>
          <ul className="flex items-center gap-4" aria-label="Social links">
            <li>
              <a
                href={SOURCE_REPOSITORY_URL}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1.5 hover:text-foreground"
              >
                <GitBranch className="size-4" aria-hidden />
                Source code
              </a>
            </li>
            <li>
              <Link to="/community" className="hover:text-foreground">
                Community forum
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
