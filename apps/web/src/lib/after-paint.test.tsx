// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyAfterPaint } from './after-paint';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyAfterPaint', () => {
  it('asks for the code only once the fallback is on the page, then shows the screen with its props', async () => {
    const headingShownAtLoad: boolean[] = [];
    const Screen = lazyAfterPaint(() => {
      headingShownAtLoad.push(document.querySelector('h1') !== null);
      return Promise.resolve(Greeting);
    });
    render(<Screen name="Ada" fallback={<h1>Heading</h1>} />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(headingShownAtLoad).toEqual([true]);

    // Loaded once, a later visit renders the screen at once and does not load it again.
    cleanup();
    render(<Screen name="Grace" fallback={<h1>Heading</h1>} />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(headingShownAtLoad).toEqual([true]);
  });

  it("throws a failed download to the route's error view and tries again on the next visit", async () => {
    let attempts = 0;
    const Screen = lazyAfterPaint(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    render(
      <Boundary>
        <Screen name="Ada" fallback={<h1>Heading</h1>} />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: offline')).toBeTruthy();
    cleanup();
    render(<Screen name="Ada" fallback={<h1>Heading</h1>} />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
