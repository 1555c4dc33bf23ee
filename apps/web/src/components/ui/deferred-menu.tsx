import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useIdleModule } from '@/lib/idle-module';

type Press = { kind: 'key'; key: string } | { kind: 'pointer'; pointerType: string };

/** The keys that open a Radix dropdown menu from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** A real menu: its trigger carries `triggerRef`. */
export type MenuComponent<P> = ComponentType<P & { triggerRef: RefObject<HTMLButtonElement | null> }>;

interface DeferredMenuProps<P> {
  /** Imports the real menu; a stable (module-level) function. */
  load: () => Promise<MenuComponent<P>>;
  /** The real menu's props. */
  menuProps: P;
  /** Classes and content of the trigger, the same in the stand-in and the real menu. */
  className: string;
  label?: string;
  content: ReactNode;
}

/** Presses the real trigger as the user pressed the stand-in. */
function replay(trigger: HTMLButtonElement, press: Press): void {
  if (press.kind === 'key') {
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true }));
  } else {
    trigger.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: press.pointerType }),
    );
  }
}

/**
 * A dropdown menu whose code loads after the first page. Until it arrives, a look-alike trigger
 * stands in; a press on it (pointer or keyboard) fetches the code and is then replayed on the real
 * trigger, so the menu opens just as it would have, focus moving into it when opened by keyboard.
 * A pointer press is replayed once the button is up: code arriving mid-press would otherwise open
 * the menu, and the rest of the press (the button's focus) would close it again.
 */
export function DeferredMenu<P extends object>({ load, menuProps, className, label, content }: DeferredMenuProps<P>) {
  const { module: Menu, loadNow } = useIdleModule(load);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pendingPress = useRef<Press | null>(null);
  // Whether the stand-in had focus when the real menu replaced it: the focus then moves along.
  const hadFocus = useRef(false);
  // Ends the watch on the pointer that pressed the stand-in, while it is still down.
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  // Runs after the real menu's own effects (children first), so its keyboard tracking is in place.
  useEffect(() => {
    const press = pendingPress.current;
    const trigger = triggerRef.current;
    if (!Menu || !trigger) return;
    if (hadFocus.current && (document.activeElement === null || document.activeElement === document.body)) {
      trigger.focus();
    }
    hadFocus.current = false;
    // A pointer still down is replayed when it comes up (see `watchPointer`).
    if (!press || stopWatching.current) return;
    pendingPress.current = null;
    replay(trigger, press);
  }, [Menu]);

  if (Menu) return <Menu {...menuProps} triggerRef={triggerRef} />;
  const request = (press: Press) => {
    pendingPress.current = press;
    loadNow().catch(() => {
      // The menu cannot open without its code; the press is dropped and a later one tries again.
      pendingPress.current = null;
    });
  };
  const watchPointer = () => {
    stopWatching.current?.();
    const end = (event: PointerEvent) => {
      stopWatching.current?.();
      // A cancelled press (the page scrolled under a finger) opens nothing.
      if (event.type === 'pointercancel') pendingPress.current = null;
      const press = pendingPress.current;
      const trigger = triggerRef.current;
      if (!press || !trigger) return;
      pendingPress.current = null;
      replay(trigger, press);
    };
    window.addEventListener('pointerup', end, true);
    window.addEventListener('pointercancel', end, true);
    stopWatching.current = () => {
      window.removeEventListener('pointerup', end, true);
      window.removeEventListener('pointercancel', end, true);
      stopWatching.current = null;
    };
  };
  return (
    <button
      ref={(node) => {
        if (!node) return;
        // A ref's cleanup runs while the node is still in the page, just before it is replaced.
        return () => {
          hadFocus.current = document.activeElement === node;
        };
      }}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      data-state="closed"
      className={className}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        watchPointer();
        request({ kind: 'pointer', pointerType: event.pointerType });
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        request({ kind: 'key', key: event.key });
      }}
    >
      {content}
    </button>
  );
}
