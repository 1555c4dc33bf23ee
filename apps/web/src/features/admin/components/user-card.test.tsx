// @vitest-environment jsdom
import type { AdminUser } from '@hammurabi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserCard } from './user-card';

afterEach(cleanup);

function user(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: '6f1f3c8e-5d55-4a43-9c43-1d2f1f0b7a10',
    email: 'learner@example.com',
    full_name: null,
    roles: [],
    created_at: '2026-11-28T10:00:00.000Z',
    last_sign_in_at: null,
    email_confirmed_at: '2026-11-28T10:00:00.000Z',
    banned_until: null,
    ...overrides,
  };
}

function renderCard(shown: AdminUser) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UserCard user={shown} isSelf={false} />
    </QueryClientProvider>,
  );
  return screen.getByRole('group', { name: shown.email });
}

describe('UserCard', () => {
  it('names a user without a full name by the one display-name rule, with the address below once', () => {
    const card = renderCard(user({}));
    expect(within(card).getByText('learner')).toBeTruthy();
    expect(within(card).getAllByText('learner@example.com')).toHaveLength(1);
  });

  it('names a user by their full name when they gave one', () => {
    const card = renderCard(user({ full_name: 'Ada Lovelace' }));
    expect(within(card).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(card).getByText('learner@example.com')).toBeTruthy();
  });
});
