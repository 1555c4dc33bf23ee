import type { ContentSection, ContentSubsection } from '@hammurabi/content';
import type { ReactNode } from 'react';
import { LawsList } from './laws-list';
import { useHashId } from './use-hash';
import { ContentHtml } from './content-html';
import { Accordion, Collapsible } from './content-accordion';
import { ContentTabs } from './content-tabs';

/** An accordion of subsections; `single` keeps at most one open. Opens the one the address points at. */
export function SubsectionAccordion({ items, single }: { items: ContentSubsection[]; single: boolean }) {
  const hashId = useHashId();
  const target = items.find((item) => item.id === hashId)?.id;
  // Keyed on the target so following an anchor link re-opens the right item.
  return (
    <Accordion
      key={target}
      items={items.map((item) => ({ id: item.id, title: item.title, body: () => <ContentHtml html={item.html} /> }))}
      single={single}
      defaultOpen={target ? [target] : []}
      heading="h3"
      contentClassName="pb-5"
      className="mt-4"
    />
  );
}

function SubsectionTabs({ items, label }: { items: ContentSubsection[]; label: string }) {
  const hashId = useHashId();
  const initial = items.find((item) => item.id === hashId)?.id ?? items[0]?.id ?? '';
  return (
    <ContentTabs
      label={label}
      initial={initial}
      tabs={items.map((item) => ({
        id: item.id,
        title: item.title,
        panel: () => (
          <>
            {/* The anchor sits inside: the panel's own id is the one its tab's aria-controls names. */}
            <h3 id={item.id} className="sr-only scroll-mt-24">
              {item.title}
            </h3>
            <ContentHtml html={item.html} />
          </>
        ),
      }))}
    />
  );
}

function CollapsibleBlock(props: {
  id: string;
  title: string;
  defaultOpen: boolean;
  heading: 'h2' | 'h3';
  children: ReactNode;
}) {
  const hashId = useHashId();
  return <Collapsible {...props} defaultOpen={props.defaultOpen || props.id === hashId} />;
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
      <Accordion
        key={target}
        items={sections.map((section) => ({
          id: section.id,
          title: section.title,
          body: () => <SectionBody section={section} />,
        }))}
        single
        defaultOpen={target ? [target] : []}
        heading="h2"
        headingClassName="text-lg"
        contentClassName="pb-6"
        className="border-t border-border"
      />
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
