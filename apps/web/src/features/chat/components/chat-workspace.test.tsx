// @vitest-environment jsdom
import {
  AiStatusSchema,
  ChatMessageListSchema,
  ChatRequestSchema,
  ChatStreamEventSchemas,
  ConversationListSchema,
  type ChatMessage,
  type Conversation,
} from '@hammurabi/shared';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { installLayoutStandIns } from '@/test/jsdom-layout';
import { sendJson, startLocalApi, type LocalApi } from '@/test/local-api';
import { renderScreen } from '@/test/render-screen';
import { ChatWorkspace } from './chat-workspace';

installLayoutStandIns();

const now = () => new Date().toISOString();
const conversations: Conversation[] = [];
const messages = new Map<string, ChatMessage[]>();
// The reply of the next stream waits here until the test has seen its first words on screen.
let releaseReply: () => void = () => undefined;

function event(response: ServerResponse, name: keyof typeof ChatStreamEventSchemas, data: unknown) {
  response.write(`event: ${name}\ndata: ${JSON.stringify(ChatStreamEventSchemas[name].parse(data))}\n\n`);
}

function store(conversationId: string, role: ChatMessage['role'], content: string, parentId: string | null) {
  const message: ChatMessage = {
    id: randomUUID(),
    conversation_id: conversationId,
    parent_id: parentId,
    role,
    content,
    status: 'complete',
    created_at: now(),
    sibling_ids: [],
    files: [],
  };
  message.sibling_ids = [message.id];
  messages.set(conversationId, [...(messages.get(conversationId) ?? []), message]);
  return message;
}

function addConversation(title: string): Conversation {
  const id = randomUUID();
  const conversation = {
    id,
    conversation_id: id,
    title,
    message_count: 0,
    current_leaf_id: null,
    created_at: now(),
    updated_at: now(),
  };
  conversations.unshift(conversation);
  return conversation;
}

let api: LocalApi;
// Two busy cores can take a while to render a streamed frame; the waits end as soon as it shows.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  const seeded = addConversation('Reading a stack trace');
  const question = store(seeded.id, 'user', 'What is a stack trace?', null);
  store(seeded.id, 'assistant', 'The calls that were running when the error happened.', question.id);
  seeded.message_count = 2;

  // Every answer goes through the shared contracts, so this server cannot drift from the API's shapes.
  api = await startLocalApi({
    'GET /api/ai/status': (_request, response) =>
      sendJson(response, 200, AiStatusSchema.parse({ provider: 'builtin' })),
    'GET /api/ai/conversations': (_request, response) =>
      sendJson(response, 200, ConversationListSchema.parse(conversations)),
    'GET /api/ai/conversations/:id/messages': (request, response) => {
      const offset = Number(request.query.get('offset') ?? 0);
      const limit = Number(request.query.get('limit') ?? 50);
      const page = (messages.get(request.params.id ?? '') ?? []).slice(offset, offset + limit);
      sendJson(response, 200, ChatMessageListSchema.parse(page));
    },
    'POST /api/ai/chat/stream': async (request, response) => {
      const chat = ChatRequestSchema.parse(request.body);
      const conversation =
        conversations.find((candidate) => candidate.id === chat.conversation_id) ?? addConversation(chat.message);
      const question = store(conversation.id, 'user', chat.message, null);
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      event(response, 'conversation', {
        conversation_id: conversation.id,
        title: conversation.title,
        user_message_id: question.id,
        provider: 'builtin',
      });
      event(response, 'delta', { text: 'Indentation ' });
      await new Promise<void>((resolve) => {
        releaseReply = resolve;
      });
      event(response, 'delta', { text: 'marks the blocks.' });
      const reply = store(conversation.id, 'assistant', 'Indentation marks the blocks.', question.id);
      conversation.message_count += 2;
      event(response, 'done', { message_id: reply.id, status: 'complete' });
      response.end();
    },
  });
});

afterAll(() => api.close());
afterEach(cleanup);

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

function renderWorkspace() {
  renderScreen(
    <>
      <ChatWorkspace />
      <Address />
    </>,
    { path: '/chat', url: '/chat' },
  );
}

const replies = () => screen.queryAllByRole('article', { name: 'Assistant reply' });

describe('ChatWorkspace', { timeout: 20_000 }, () => {
  it('opens a conversation from the list and keeps the choice in the address', async () => {
    renderWorkspace();
    const list = screen.getByRole('complementary', { name: 'Conversations' });
    await userEvent.click(await within(list).findByRole('button', { name: /Reading a stack trace/ }));
    expect(await screen.findByText('The calls that were running when the error happened.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Your message' }).textContent).toContain('What is a stack trace?');
    const selected = conversations.find((conversation) => conversation.title === 'Reading a stack trace');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`?conversation=${selected?.id}`);
    expect(
      within(list)
        .getByRole('button', { name: /Reading a stack trace/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('sends a new chat, shows the reply while it streams and lists the stored conversation', async () => {
    renderWorkspace();
    const box = await screen.findByPlaceholderText('Message the assistant…');
    await userEvent.click(box);
    await userEvent.paste('Why does Python care about spaces?');
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('article', { name: 'Your message' })).textContent).toContain(
      'Why does Python care about spaces?',
    );

    // The first words are on screen while the server still holds the rest of the reply.
    await waitFor(() => expect(replies().at(-1)?.textContent).toContain('Indentation'));
    expect(screen.getByRole('button', { name: /Stop/ })).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    releaseReply();

    await waitFor(() => expect(replies().at(-1)?.textContent).toContain('Indentation marks the blocks.'));
    const stored = conversations.find((conversation) => conversation.title === 'Why does Python care about spaces?');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`?conversation=${stored?.id}`),
    );
    const list = screen.getByRole('complementary', { name: 'Conversations' });
    expect(
      await within(list).findByRole('button', { name: /Why does Python care about spaces\?.*2 messages/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});
