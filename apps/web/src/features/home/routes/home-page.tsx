import { homeContent, type HomeLink } from '@hammurabi/content';
import { ArrowRight, BookOpen, LifeBuoy, Megaphone, MessageCircle, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchCombobox } from '@/components/search/search-combobox';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CommunityHighlights } from '../components/community-highlights';

function LinkCard({ link }: { link: HomeLink }) {
  return (
    <Link
      to={link.href}
      className="group block rounded-xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/60"
    >
      <h3 className="flex items-center justify-between font-semibold">
        {link.title}
        <ArrowRight
          className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{link.description}</p>
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The home page. */
export function HomePage() {
  useDocumentTitle('');
  const { hero, quickStart, announcements, featuredTopics } = homeContent;
  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-primary/10 to-transparent">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/docs">
                <BookOpen aria-hidden /> Get Started
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/faq">View FAQs</Link>
            </Button>
          </div>
          <div className="mt-8 max-w-xl">
            <SearchCombobox label="Search for answers" placeholder="Search for answers: autosave, API token, HB004…" />
          </div>
        </div>
      </section>

      <Section id="quick-start" title="Quick Start">
        <div className="grid gap-4 md:grid-cols-3">
          {quickStart.map((link) => (
            <LinkCard key={link.href} link={link} />
          ))}
        </div>
      </Section>

      <Section id="announcements" title="Announcements">
        <div className="grid gap-4 md:grid-cols-2">
          {announcements.map((item) => (
            <Card key={item.title}>
              <p className="flex items-center gap-2 text-xs font-medium text-primary">
                <Megaphone className="size-4" aria-hidden />
                <time dateTime={item.date}>{item.date}</time>
              </p>
              <h3 className="mt-2 font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="featured-topics" title="Featured Topics">
        <div className="grid gap-4 md:grid-cols-3">
          {featuredTopics.map((link) => (
            <LinkCard key={link.title} link={link} />
          ))}
        </div>
        <p className="mt-6 flex items-center gap-2 text-sm">
          <LifeBuoy className="size-4 text-primary" aria-hidden />
          Stuck on something?
          <Link to="/troubleshoot" className="font-medium text-primary underline-offset-4 hover:underline">
            Need Help? Visit Troubleshooting
          </Link>
        </p>
      </Section>

      <Section id="community-questions" title="From the Community">
        <CommunityHighlights />
      </Section>

      <Section id="contact-us" title="Still need help?">
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/chat">
              <MessageCircle aria-hidden /> Live Chat
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/support">
              <Ticket aria-hidden /> Submit Ticket
            </Link>
          </Button>
        </div>
      </Section>
    </>
  );
}

export default HomePage;
