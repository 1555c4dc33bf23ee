// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { RouteError } from './route-error';

afterEach(cleanup);

function Broken(): never {
  throw new RangeError('Invalid position 728 in document of length 727');
}

describe('RouteError', () => {
  it('shows what went wrong with the ways on, instead of the router’s developer message', async () => {
    // React reports the caught error on the console; the screen is what this test is about.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteError, Component: Broken }]);
    render(<RouterProvider router={router} />);
    const panel = await screen.findByRole('alert');
    quiet.mockRestore();
    expect(panel.textContent).toContain('Something went wrong on this page');
    expect(panel.textContent).toContain('Invalid position 728 in document of length 727');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/support');
    expect(screen.queryByText(/Hey developer/)).toBeNull();
  });

  it('guards every screen of the app, inside the layout', () => {
    for (const path of ['/', '/hammurabi-ide', '/projects/x/code/y', '/community', '/no-such-page']) {
      const matches = matchRoutes(routes, path) ?? [];
      const guarded = matches.findIndex((match) => match.route.ErrorBoundary === RouteError);
      expect(guarded, path).toBeGreaterThan(0);
    }
  });
});
