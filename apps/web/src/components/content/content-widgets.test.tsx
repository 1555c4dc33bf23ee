// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, Collapsible } from './content-accordion';
import { ContentTabs } from './content-tabs';

afterEach(cleanup);

const items = ['one', 'two', 'three'].map((id) => ({ id, title: `Title ${id}`, body: () => <p>Body {id}</p> }));

function renderAccordion(single: boolean, defaultOpen: string[] = []) {
  render(<Accordion items={items} single={single} defaultOpen={defaultOpen} heading="h3" contentClassName="pb-5" />);
  return items.map((item) => screen.getByRole('button', { name: item.title }));
}

describe('Accordion', () => {
  it('opens a part on click, names its region by the heading and keeps one open when single', async () => {
    const user = userEvent.setup();
    const [first, second] = renderAccordion(true);
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Body one')).toBeNull();
    await user.click(first!);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(first?.getAttribute('data-state')).toBe('open');
    const region = screen.getByRole('region', { name: 'Title one' });
    expect(region.textContent).toContain('Body one');
    expect(first?.getAttribute('aria-controls')).toBe(region.id);
    await user.click(second!);
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    // A single accordion still closes its open part.
    await user.click(second!);
    expect(second?.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps several open when not single, and starts with the default ones open', async () => {
    const user = userEvent.setup();
    const [first, second] = renderAccordion(false, ['two']);
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    await user.click(first!);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus between headings with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const [first, second, third] = renderAccordion(false);
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    // Moving focus opens nothing; Enter does.
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(first?.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Collapsible', () => {
  it('shows its body while open', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible id="part" title="Part" defaultOpen={false} heading="h2">
        <p>Inside</p>
      </Collapsible>,
    );
    const trigger = screen.getByRole('button', { name: 'Part' });
    expect(trigger?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Inside')).toBeNull();
    await user.click(trigger);
    expect(trigger?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Inside')).toBeTruthy();
  });
});

describe('ContentTabs', () => {
  const tabs = ['a', 'b', 'c'].map((id) => ({ id, title: `Tab ${id}`, panel: () => <p>Panel {id}</p> }));

  it('selects the tab the arrow keys reach, with one tab stop and a labelled panel', async () => {
    const user = userEvent.setup();
    render(<ContentTabs tabs={tabs} label="Skills" initial="b" />);
    const list = screen.getByRole('tablist', { name: 'Skills' });
    const [a, b, c] = screen.getAllByRole('tab');
    expect(list.contains(b!)).toBe(true);
    expect(b?.getAttribute('aria-selected')).toBe('true');
    expect([a, b, c].map((tab) => tab!.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Tab b' }).textContent).toContain('Panel b');
    b!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(c);
    expect(c?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Panel c');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(a);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(c);
    await user.click(a!);
    expect(a?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Tab a' }).textContent).toContain('Panel a');
    expect(screen.queryByText('Panel c')).toBeNull();
  });
});
