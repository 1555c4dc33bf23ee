import type { ContentSection, ContentSubsection } from '@hammurabi/content';
import { ChevronDown } from 'lucide-react';
import { Accordion, Collapsible, Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { LawsList } from './laws-list';
import { useHashId } from './use-hash';
import { ContentHtml } from './content-html';

const triggerClasses =
  'flex w-full items-center justify-between gap-4 py-4 text-left font-semibold hover:text-primary [&[data-state=open]>svg]:rotate-180';

function Chevron() {
  return <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform" aria-hidden />;
}

/** An accordion of subsections; `single` keeps at most one open. Opens the one the address points at. */
export function SubsectionAccordion({
  items,
  single,
  headingLevel = 'h3',
}: {
  items: ContentSubsection[];
  single: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const hashId = useHashId();
  const target = items.find((item) => item.id === hashId)?.id;
  const Heading = headingLevel;
  const body = items.map((item) => (
    <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-24 border-b border-border">
      <Accordion.Header asChild>
        <Heading className={headingLevel === 'h2' ? 'text-lg' : undefined}>
          <Accordion.Trigger className={triggerClasses}>
            {item.title}
            <Chevron />
          </Accordion.Trigger>
        </Heading>
      </Accordion.Header>
      <Accordion.Content className="pb-5">
        <ContentHtml html={item.html} />
      </Accordion.Content>
    </Accordion.Item>
  ));
  // Keyed on the target so following an anchor link re-opens the right item.
  return single ? (
    <Accordion.Root key={target} type="single" collapsible defaultValue={target} className="mt-4">
      {body}
    </Accordion.Root>
  ) : (
    <Accordion.Root key={target} type="multiple" defaultValue={target ? [target] : []} className="mt-4">
      {body}
    </Accordion.Root>
  );
}

function SubsectionTabs({ items, label }: { items: ContentSubsection[]; label: string }) {
  const hashId = useHashId();
  const [value, setValue] = useState(() => items.find((item) => item.id === hashId)?.id ?? items[0]?.id ?? '');
  return (
    <Tabs.Root value={value} onValueChange={setValue} className="mt-6">
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {items.map((item) => (
          <Tabs.Trigger
            key={item.id}
            value={item.id}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {item.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.id} value={item.id} className="pt-5">
          {/* The anchor sits inside: Radix owns the panel's id, which its tab's aria-controls names. */}
          <h3 id={item.id} className="sr-only scroll-mt-24">
            {item.title}
          </h3>
          <ContentHtml html={item.html} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function CollapsibleBlock({
  id,
  title,
  defaultOpen,
  heading: Heading,
  children,
}: {
  id: string;
  title: string;
  defaultOpen: boolean;
  heading: 'h2' | 'h3';
  children: ReactNode;
}) {
  const hashId = useHashId();
  const [open, setOpen] = useState(defaultOpen || hashId === id);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      id={id}
      className="scroll-mt-24 rounded-xl border border-border bg-card px-5 shadow-sm"
    >
      <Heading className={Heading === 'h2' ? 'text-xl' : undefined}>
        <Collapsible.Trigger className={triggerClasses}>
          {title}
          <Chevron />
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content className="pb-5">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

function Subsections({ section }: { section: ContentSection }) {
  const items = section.subsections;
  switch (section.display) {
    case 'accordion':
    case 'accordion-single':
      return <SubsectionAccordion items={items} single={section.display === 'accordion-single'} />;
    case 'tabs':
      return <SubsectionTabs items={items} label={section.title} />;
    case 'cards':
      return (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <div
              key={item.id}
              id={item.id}
              className="scroll-mt-24 rounded-xl border border-border bg-card p-5 shadow-sm"
            >
              <h3 className="font-semibold">{item.title}</h3>
              <ContentHtml className="mt-2 text-sm" html={item.html} />
            </div>
          ))}
        </div>
      );
    case 'steps':
      return (
        <ol className="mt-6 space-y-6">
          {items.map((item, index) => (
            <li key={item.id} id={item.id} className="flex scroll-mt-24 gap-4">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">
                  <span className="sr-only">Stage {index + 1}: </span>
                  {item.title}
                </h3>
                <ContentHtml className="mt-1 text-sm" html={item.html} />
              </div>
            </li>
          ))}
        </ol>
      );
    case 'collapsible':
      return (
        <div className="mt-6 space-y-3">
          {items.map((item) => (
            <CollapsibleBlock key={item.id} id={item.id} title={item.title} defaultOpen={item.open} heading="h3">
              <ContentHtml html={item.html} />
            </CollapsibleBlock>
          ))}
        </div>
      );
    case 'laws':
      return <LawsList />;
    case 'plain':
      return (
        <>
          {items.map((item) => (
            <section key={item.id} aria-labelledby={item.id} className="mt-8">
              <h3 id={item.id} className="scroll-mt-24 text-lg font-semibold">
                {item.title}
              </h3>
              <ContentHtml className="mt-3" html={item.html} />
            </section>
          ))}
        </>
      );
  }
}

function SectionBody({ section }: { section: ContentSection }) {
  return (
    <>
      {section.markdown ? <ContentHtml className="mt-4" html={section.html} /> : null}
      <Subsections section={section} />
    </>
  );
}

/** The H2 sections of a written page, laid out as the page's front matter says. */
export function ContentSections({
  sections,
  layout,
}: {
  sections: ContentSection[];
  layout: 'article' | 'accordion' | 'collapsible' | 'sections';
}) {
  const hashId = useHashId();
  if (layout === 'accordion') {
    const target = sections.find((section) => section.id === hashId)?.id;
    return (
      <Accordion.Root key={target} type="single" collapsible defaultValue={target} className="border-t border-border">
        {sections.map((section) => (
          <Accordion.Item
            key={section.id}
            value={section.id}
            id={section.id}
            className="scroll-mt-24 border-b border-border"
          >
            <Accordion.Header asChild>
              <h2 className="text-lg">
                <Accordion.Trigger className={triggerClasses}>
                  {section.title}
                  <Chevron />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="pb-6">
              <SectionBody section={section} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    );
  }
  if (layout === 'collapsible') {
    return (
      <div className="space-y-4">
        {sections.map((section) => (
          <CollapsibleBlock
            key={section.id}
            id={section.id}
            title={section.title}
            defaultOpen={section.open}
            heading="h2"
          >
            <SectionBody section={section} />
          </CollapsibleBlock>
        ))}
      </div>
    );
  }
  return (
    <div className="space-y-14">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight">
            {section.title}
          </h2>
          <SectionBody section={section} />
        </section>
      ))}
    </div>
  );
}
