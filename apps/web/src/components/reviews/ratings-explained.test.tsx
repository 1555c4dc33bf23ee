// @vitest-environment jsdom
import { RATING_PARTS } from '@hammurabi/analysis/ratings';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingsExplained } from './ratings-explained';

const ratings = { clarity: 88, justice: 40, reliability: 100, maintainability: 76, governance: 64 };

afterEach(cleanup);

describe('RatingsExplained', () => {
  it('says what each rating measures and how to raise it, reachable by Tab', async () => {
    render(<RatingsExplained ratings={ratings} label="Ratings of main.js" />);
    const list = screen.getByRole('list', { name: 'Ratings of main.js' });
    const justice = within(list).getByText('Justice').closest('details')!;
    expect(justice.open).toBe(false);
    // The explanation is in the page for screen readers before it is opened.
    const part = RATING_PARTS.find((candidate) => candidate.key === 'justice')!;
    expect(justice.textContent).toContain(part.measures);
    expect(justice.textContent).toContain(`To raise it: ${part.raise}`);
    expect(justice.querySelector('summary')?.textContent).toBe('Justice40 of 100');

    const user = userEvent.setup();
    // Tab past "How the score is made" and Clarity to Justice, then open it with Enter.
    await user.tab();
    await user.tab();
    await user.tab();
    // (jsdom does not open <details> from the keyboard; the IDE's e2e test does that in Chromium.)
    expect(document.activeElement).toBe(justice.querySelector('summary'));
  });

  it('explains how the score is made from the same weights', () => {
    render(<RatingsExplained ratings={ratings} label="Ratings" />);
    expect(screen.getByText('How the score is made').closest('details')?.textContent).toContain(
      'weighted mean of five ratings: Clarity 15%, Justice 25%, Reliability 25%, Maintainability 20%, Governance 15%',
    );
  });
});
