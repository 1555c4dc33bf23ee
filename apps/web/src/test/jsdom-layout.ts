/**
 * jsdom lays nothing out: it has no media queries, no scrolling and no text geometry. Screens
 * only read these, so component tests give them inert answers (a wide screen, no rectangles).
 */
export function installLayoutStandIns(): void {
  if (typeof window.matchMedia !== 'function') {
    const matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    Object.assign(window, { matchMedia });
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Object.assign(Element.prototype, { scrollIntoView: () => undefined });
  }
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: () => new DOMRect() });
}
