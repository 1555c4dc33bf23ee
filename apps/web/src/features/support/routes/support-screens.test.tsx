// @vitest-environment jsdom
import { ProfileSchema, SupportTicketListSchema, SupportTicketSchema, type SupportTicket } from '@hammurabi/shared';
import { screen, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '@/test/local-api';
import { renderScreen } from '@/test/render-screen';
import { recoversOnRetry, setUpScreenTests, showsLoading } from '@/test/screen-states';
import { scriptedRoute } from '@/test/scripted-route';
import { InboxPage } from './inbox-page';
import { MyTicketsPage } from './my-tickets-page';
import { TicketPage } from './ticket-page';

const now = new Date().toISOString();
const requesterId = randomUUID();
const staffId = randomUUID();
const ticket: SupportTicket = SupportTicketSchema.parse({
  id: randomUUID(),
  number: 'HB-1042',
  subject: 'The editor does not save',
  category: 'technical-issue',
  status: 'open',
  name: 'Ada',
  email: 'ada@example.com',
  message_count: 1,
  created_at: now,
  updated_at: now,
  description: 'Saving shows an error.',
  messages: [
    {
      id: randomUUID(),
      author_kind: 'staff',
      author_name: 'Grace',
      body: 'Which browser do you use?',
      attachments: [],
      created_at: now,
    },
  ],
  attachments: [],
  viewer: { is_staff: false, can_reply: true },
});
const { description: _description, messages: _messages, attachments: _attachments, viewer: _viewer, ...row } = ticket;

// The tickets on file: the empty-state tests clear them.
let tickets: SupportTicket[] = [];
const rows = () => SupportTicketListSchema.parse(tickets.map(() => row));
const mine = scriptedRoute(rows);
const inbox = scriptedRoute(rows);
const detail = scriptedRoute(
  (request) => tickets.find((candidate) => candidate.id === request.params.id),
  'Ticket not found.',
);
// Who the screens are signed in as (the profile route answers their roles).
let currentUser = requesterId;

setUpScreenTests(
  {
    'GET /api/support/tickets': mine.route,
    'GET /api/support/inbox': inbox.route,
    'GET /api/support/tickets/:id': detail.route,
    // The inbox asks for the caller's roles; only the staff member has one.
    'GET /api/auth/profile': (_request, response) =>
      sendJson(
        response,
        200,
        ProfileSchema.parse({
          id: currentUser,
          email: 'someone@example.com',
          username: null,
          full_name: null,
          bio: null,
          avatar_url: null,
          expertise_level: null,
          social_links: { github_username: null, linkedin_url: null, website_url: null },
          timezone: null,
          roles: currentUser === staffId ? ['staff'] : [],
          created_at: now,
          updated_at: now,
        }),
      ),
  },
  [mine, inbox, detail],
);
beforeEach(() => {
  tickets = [ticket];
  currentUser = requesterId;
});

const openMine = () =>
  renderScreen(<MyTicketsPage />, { path: '/support/tickets', url: '/support/tickets', userId: requesterId });
const openTicket = (id = ticket.id) =>
  renderScreen(<TicketPage />, {
    path: '/support/tickets/:ticketId',
    url: `/support/tickets/${id}`,
    userId: requesterId,
  });
const openInbox = () => {
  currentUser = staffId;
  return renderScreen(<InboxPage />, { path: '/support/inbox', url: '/support/inbox', userId: staffId });
};

describe('my tickets', { timeout: 20_000 }, () => {
  it('shows a spinner while the tickets load, then the list', async () => {
    await showsLoading(mine, openMine, 'Loading your tickets');
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(list).getByRole('link', { name: 'The editor does not save' })).toBeTruthy();
  });

  it('says there are no tickets yet', async () => {
    tickets = [];
    openMine();
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
  });

  it('shows what failed, and Retry loads the tickets again', async () => {
    await recoversOnRetry(mine, openMine, 'Could not load your tickets');
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeTruthy();
    expect(mine.calls).toBe(2);
  });
});

describe('a ticket page', { timeout: 20_000 }, () => {
  it('shows a spinner while the ticket loads, then the conversation and the reply box', async () => {
    await showsLoading(detail, openTicket, 'Loading ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'The editor does not save' })).toBeTruthy();
    expect(screen.getByText('Which browser do you use?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My tickets' })).toBeTruthy();
  });

  it('says when the ticket cannot be found, without a pointless Retry', async () => {
    openTicket(randomUUID());
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Ticket not found' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows what failed, and Retry loads the ticket again', async () => {
    await recoversOnRetry(detail, openTicket, 'Could not load this ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'The editor does not save' })).toBeTruthy();
  });
});

describe('the staff inbox', { timeout: 20_000 }, () => {
  it('shows a spinner while the tickets load, then every ticket with its status control', async () => {
    await showsLoading(inbox, openInbox, 'Loading tickets');
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(list).getByText('Ada <ada@example.com>')).toBeTruthy();
    expect(within(list).getByRole('combobox', { name: 'Status of HB-1042' })).toBeTruthy();
  });

  it('says there are no tickets yet', async () => {
    tickets = [];
    openInbox();
    expect(await screen.findByText('No tickets yet.')).toBeTruthy();
  });

  it('shows what failed, and Retry loads the inbox again', async () => {
    await recoversOnRetry(inbox, openInbox, 'Could not load the inbox');
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeTruthy();
    expect(inbox.calls).toBe(2);
  });

  it('tells someone without the staff role that the inbox is not theirs', async () => {
    renderScreen(<InboxPage />, { path: '/support/inbox', url: '/support/inbox', userId: requesterId });
    expect(await screen.findByRole('heading', { name: 'Support staff only' })).toBeTruthy();
    expect(inbox.calls).toBe(0);
  });
});
