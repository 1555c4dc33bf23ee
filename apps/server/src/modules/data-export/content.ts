import { SNIPPET_LANGUAGES } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { safePath, safeSegment, type ZipWriter } from './archive.ts';
import * as read from './repository-content.ts';

type RowOf<F extends (...args: never[]) => PromiseLike<unknown[]>> = Awaited<ReturnType<F>>[number];
type ProjectRow = RowOf<typeof read.projectsPage>;
type FileRow = RowOf<typeof read.filesPage>;
type ConversationRow = RowOf<typeof read.conversationsPage>;
type MessageRow = RowOf<typeof read.messagesPage>;

/** Where the writing is, for the progress the profile shows; called between entries. */
export type Checkpoint = () => Promise<void>;

const EXTENSIONS: Record<string, string> = {
  python: 'py',
  javascript: 'js',
  java: 'java',
  'c#': 'cs',
  typescript: 'ts',
  go: 'go',
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const short = (id: string) => id.slice(0, 8);
const folderName = (title: string | null, id: string) => `${safeSegment(title ?? '', 'untitled')}-${short(id)}`;

/**
 * Walks every page of `next` (keyset paging: each page is fetched after the last row of the
 * one before) and yields a JSON array of what `shape` makes of the rows, a page at a time.
 */
async function* jsonArray<Row, Out>(
  next: (last: Row | undefined) => Promise<Row[]>,
  shape: (row: Row) => Out | Promise<Out>,
  pageSize: number,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  let last: Row | undefined;
  for (;;) {
    const rows = await next(last);
    for (const row of rows) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(await shape(row), null, 2)}`;
      first = false;
    }
    if (rows.length < pageSize) break;
    last = rows.at(-1);
  }
  yield first ? ']\n' : '\n]\n';
}

const README = (exportedAt: string) => `# Your Hammurabi data

Exported ${exportedAt}. Everything the site keeps about your account:

- \`profile.json\`: your account (address, dates, roles), your profile, achievements and the days you were active.
- \`projects/\`: a folder per project you own with \`project.json\` and its files under \`files/\`.
- \`conversations/\`: each conversation with the assistant as Markdown (to read) and JSON (every message, edits and regenerated answers included).
- \`snippets/\`: each of your snippets as a code file, and \`snippets.json\` with their details.
- \`playground/\`: your saved playground programs, and \`programs.json\` with their test cases.
- \`community/\`: the questions and answers you posted.
- \`support/\`: your support tickets with every reply, and the files you attached.
- \`learning/\`: your progress through the learning paths and the paths you suggested.
`;

/** Writes the whole account into the archive, section by section. */
export async function writeAccount(
  db: Db,
  userId: string,
  zip: ZipWriter,
  root: string,
  checkpoint: Checkpoint,
): Promise<void> {
  const at = (path: string) => `${root}/${path}`;
  await zip.add(at('README.md'), README(new Date().toISOString()));
  const account = await read.accountOf(db, userId);
  await zip.add(at('profile.json'), json(account));
  await checkpoint();

  for await (const project of pages<ProjectRow>((last) => read.projectsPage(db, userId, last?.id), read.PAGE)) {
    const folder = at(`projects/${folderName(project.title, project.id)}`);
    await zip.add(`${folder}/project.json`, json(project), project.updatedAt);
    for await (const file of pages<FileRow>((last) => read.filesPage(db, project.id, last?.filename), read.FILE_PAGE)) {
      await zip.add(`${folder}/files/${safePath(file.filename) || 'untitled'}`, file.content, file.updatedAt);
    }
    await checkpoint();
  }

  for await (const conversation of pages<ConversationRow>(
    (last) => read.conversationsPage(db, userId, last?.id),
    read.PAGE,
  )) {
    await writeConversation(db, zip, at('conversations'), conversation);
    await checkpoint();
  }

  // Each list is written twice, details first (one JSON entry, streamed), then the code files:
  // an archive entry must be finished before the next begins.
  const snippetFile = (row: { id: string; title: string; language: string }) =>
    `snippets/${folderName(row.title, row.id)}.${EXTENSIONS[row.language] ?? 'txt'}`;
  const snippetPages = (last: { id: string } | undefined) => read.snippetsPage(db, userId, last?.id);
  await zip.addStream(
    at('snippets/snippets.json'),
    jsonArray(
      snippetPages,
      ({ code: _code, ...snippet }) => ({
        ...snippet,
        language_name: SNIPPET_LANGUAGES[snippet.language as keyof typeof SNIPPET_LANGUAGES] ?? snippet.language,
        file: snippetFile(snippet),
      }),
      read.BODY_PAGE,
    ),
  );
  for await (const snippet of pages(snippetPages, read.BODY_PAGE)) {
    await zip.add(at(snippetFile(snippet)), snippet.code, snippet.updatedAt);
  }
  await checkpoint();

  const programFile = (row: { id: string; title: string; language: string }) =>
    `playground/${folderName(row.title, row.id)}.${EXTENSIONS[row.language] ?? 'txt'}`;
  const programPages = (last: { id: string } | undefined) => read.programsPage(db, userId, last?.id);
  await zip.addStream(
    at('playground/programs.json'),
    jsonArray(
      programPages,
      ({ code: _code, ...program }) => ({ ...program, file: programFile(program) }),
      read.BODY_PAGE,
    ),
  );
  for await (const program of pages(programPages, read.BODY_PAGE)) {
    await zip.add(at(programFile(program)), program.code, program.updatedAt);
  }
  await checkpoint();

  await zip.addStream(
    at('community/questions.json'),
    jsonArray(
      (last: { id: string } | undefined) => read.questionsPage(db, userId, last?.id),
      (row) => row,
      read.BODY_PAGE,
    ),
  );
  await zip.addStream(
    at('community/answers.json'),
    jsonArray(
      (last: { id: string } | undefined) => read.answersPage(db, userId, last?.id),
      (row) => row,
      read.BODY_PAGE,
    ),
  );
  await checkpoint();

  const attachmentFile = (ticket: { number: string }, attachment: { id: string; filename: string }) =>
    `support/${safeSegment(ticket.number)}/${short(attachment.id)}-${safeSegment(attachment.filename)}`;
  const ticketPages = (last: { id: string } | undefined) => read.ticketsPage(db, userId, last?.id);
  await zip.addStream(
    at('support/tickets.json'),
    jsonArray(
      ticketPages,
      async (ticket) => ({
        ...ticket,
        messages: await read.ticketMessages(db, [ticket.id]),
        attachments: (await read.ticketAttachments(db, ticket.id)).map((attachment) => ({
          filename: attachment.filename,
          size: attachment.size,
          file: attachmentFile(ticket, attachment),
        })),
      }),
      read.BODY_PAGE,
    ),
  );
  for await (const ticket of pages(ticketPages, read.BODY_PAGE)) {
    for (const attachment of await read.ticketAttachments(db, ticket.id)) {
      const bytes = await read.attachmentBytes(db, attachment.id);
      if (bytes) await zip.add(at(attachmentFile(ticket, attachment)), bytes);
    }
  }
  await checkpoint();

  await zip.add(at('learning/progress.json'), json(await read.progressOf(db, userId)));
  await zip.add(at('learning/suggestions.json'), json(await read.suggestionsOf(db, userId)));
  await checkpoint();
}

/** Rows one by one over keyset pages. */
async function* pages<Row>(next: (last: Row | undefined) => Promise<Row[]>, pageSize: number): AsyncGenerator<Row> {
  let last: Row | undefined;
  for (;;) {
    const rows = await next(last);
    yield* rows;
    if (rows.length < pageSize) return;
    last = rows.at(-1);
  }
}

/** A conversation as Markdown (the messages in the order they were written) and as JSON (every field). */
async function writeConversation(db: Db, zip: ZipWriter, folder: string, conversation: ConversationRow): Promise<void> {
  const base = `${folder}/${folderName(conversation.title, conversation.id)}`;
  const title = conversation.title ?? 'Untitled conversation';
  async function* markdown() {
    yield `# ${title}\n\nStarted ${conversation.createdAt.toISOString()}.\n`;
    for await (const message of pages<MessageRow>(
      (last: MessageRow | undefined) => read.messagesPage(db, conversation.id, last?.position),
      read.BODY_PAGE,
    )) {
      const who = message.role === 'user' ? 'You' : 'Assistant';
      const note = message.status === 'complete' ? '' : ` (${message.status})`;
      yield `\n## ${who}${note} · ${message.createdAt.toISOString()}\n\n${message.content}\n`;
    }
  }
  await zip.addStream(`${base}.md`, markdown(), conversation.updatedAt);
  async function* asJson() {
    const { currentLeafId, ...rest } = conversation;
    yield `${JSON.stringify({ ...rest, currentLeafId }, null, 2).slice(0, -2)},\n  "messages": `;
    yield* jsonArray(
      (last: MessageRow | undefined) => read.messagesPage(db, conversation.id, last?.position),
      (row) => row,
      read.BODY_PAGE,
    );
    yield '}\n';
  }
  await zip.addStream(`${base}.json`, asJson(), conversation.updatedAt);
}
