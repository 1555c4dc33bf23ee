// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { workspaceNavigation } from '@/app/navigation';
import { DeferredMenu, type MenuComponent } from '@/components/ui/deferred-menu';
import { installLayoutStandIns } from '@/test/jsdom-layout';
import { NavGroupMenu } from './nav-group-menu';

installLayoutStandIns();
afterEach(cleanup);

// jsdom has no pointer events; a mouse event with a pointer type is what Radix and the menu read.
if (typeof window.PointerEvent !== 'function') {
  class PointerEvent extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent });
}

type MenuProps = Omit<Parameters<typeof NavGroupMenu>[0], 'triggerRef'>;
const items = workspaceNavigation.kind === 'menu' ? workspaceNavigation.items : [];

/** The Workspace menu of the top navigation, its code held until the test lets it arrive. */
function renderHeldMenu() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<MenuComponent<MenuProps>>((resolve) => {
    arrive = () => resolve(NavGroupMenu);
  });
  const load = () => arrived;
  render(
    <MemoryRouter>
      <DeferredMenu
        load={load}
        className="trigger"
        content="Workspace"
        menuProps={{ items, pathname: '/', triggerClassName: 'trigger', triggerContent: 'Workspace' }}
      />
    </MemoryRouter>,
  );
  return {
    trigger: () => screen.getByRole('button', { name: 'Workspace' }),
    arrive: async () => {
      await act(async () => {
        arrive();
        // The module passes through the loader's promise chain before the menu renders.
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

describe('a navigation menu whose code arrives during a press', () => {
  it('opens when the code arrives between the press going down and coming up', async () => {
    const menu = renderHeldMenu();
    const standIn = menu.trigger();
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    await menu.arrive();
    // The rest of the same press lands on the real trigger: the mouse button moves the focus there.
    const real = menu.trigger();
    expect(real).not.toBe(standIn);
    fireEvent.mouseDown(real, { button: 0 });
    act(() => real.focus());
    fireEvent.pointerUp(real, { button: 0, pointerType: 'mouse' });
    fireEvent.mouseUp(real, { button: 0 });
    fireEvent.click(real, { button: 0 });
    expect(await screen.findByRole('menuitem', { name: /Code Reviews/ })).toBeTruthy();
    expect(real.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens when the code arrives after the press ended', async () => {
    const menu = renderHeldMenu();
    const standIn = menu.trigger();
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    fireEvent.mouseDown(standIn, { button: 0 });
    act(() => standIn.focus());
    fireEvent.pointerUp(standIn, { button: 0, pointerType: 'mouse' });
    fireEvent.mouseUp(standIn, { button: 0 });
    fireEvent.click(standIn, { button: 0 });
    await menu.arrive();
    expect(await screen.findByRole('menuitem', { name: /Code Reviews/ })).toBeTruthy();
  });

  it('opens nothing for a press the browser cancelled (a finger that scrolled the page)', async () => {
    const menu = renderHeldMenu();
    const standIn = menu.trigger();
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'touch' });
    fireEvent(window, new PointerEvent('pointercancel', { pointerType: 'touch' }));
    await menu.arrive();
    expect(menu.trigger()).not.toBe(standIn);
    expect(menu.trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens by keyboard with the focus in the menu', async () => {
    const menu = renderHeldMenu();
    const standIn = menu.trigger();
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'Enter' });
    await menu.arrive();
    expect(await screen.findByRole('menuitem', { name: /Code Reviews/ })).toBeTruthy();
    expect(menu.trigger().getAttribute('aria-expanded')).toBe('true');
  });
});
