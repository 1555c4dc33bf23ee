import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  aiConversations,
  aiMessages,
  authUserRoles,
  authUsers,
  communityAnswers,
  communityQuestions,
  learningPathSuggestions,
  learningProgress,
  playgroundPrograms,
  profiles,
  projectFiles,
  projects,
  snippets,
  supportAttachments,
  supportMessages,
  supportTickets,
  userAchievements,
  userActivityDays,
} from '../../db/schema/index.ts';

/**
 * What "Download my data" reads of one person, a page at a time (keyset on the id or the order
 * column), so a large account is never held in memory whole.
 */

/** Rows per page of small rows; pages of rows with code or text bodies are smaller. */
export const PAGE = 200;
export const BODY_PAGE = 25;
/** Project files are up to 1 MB each: a few per page keeps one result (parsed at once) small. */
export const FILE_PAGE = 4;

const NIL = '00000000-0000-0000-0000-000000000000';

export async function accountOf(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      createdAt: authUsers.createdAt,
      lastSignInAt: authUsers.lastSignInAt,
      emailConfirmedAt: authUsers.emailConfirmedAt,
      userMetadata: authUsers.userMetadata,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const roles = await db
    .select({ role: authUserRoles.role })
    .from(authUserRoles)
    .where(eq(authUserRoles.userId, userId));
  const achievements = await db
    .select({ id: userAchievements.achievementId, earnedAt: userAchievements.earnedAt })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
  const activityDays = await db
    .select({ day: userActivityDays.day, saves: userActivityDays.saveCount })
    .from(userActivityDays)
    .where(eq(userActivityDays.userId, userId))
    .orderBy(asc(userActivityDays.day));
  return { account, profile, roles: roles.map((row) => row.role), achievements, activityDays };
}

export function projectsPage(db: Db, userId: string, after = NIL) {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, userId), gt(projects.id, after)))
    .orderBy(asc(projects.id))
    .limit(PAGE);
}

export function filesPage(db: Db, projectId: string, after = '') {
  return db
    .select({
      filename: projectFiles.filename,
      content: projectFiles.content,
      updatedAt: projectFiles.updatedAt,
    })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), gt(projectFiles.filename, after)))
    .orderBy(asc(projectFiles.filename))
    .limit(FILE_PAGE);
}

export function conversationsPage(db: Db, userId: string, after = NIL) {
  return db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.userId, userId), gt(aiConversations.id, after)))
    .orderBy(asc(aiConversations.id))
    .limit(PAGE);
}

export function messagesPage(db: Db, conversationId: string, afterPosition = 0) {
  return db
    .select({
      id: aiMessages.id,
      position: aiMessages.position,
      parentId: aiMessages.parentId,
      role: aiMessages.role,
      content: aiMessages.content,
      status: aiMessages.status,
      contextFiles: aiMessages.contextFiles,
      createdAt: aiMessages.createdAt,
    })
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), gt(aiMessages.position, afterPosition)))
    .orderBy(asc(aiMessages.position))
    .limit(BODY_PAGE);
}

export function snippetsPage(db: Db, userId: string, after = NIL) {
  return db
    .select({
      id: snippets.id,
      slug: snippets.slug,
      title: snippets.title,
      description: snippets.description,
      code: snippets.code,
      language: snippets.language,
      category: snippets.category,
      tags: snippets.tags,
      visibility: snippets.visibility,
      likeCount: snippets.likeCount,
      createdAt: snippets.createdAt,
      updatedAt: snippets.updatedAt,
      hiddenReason: snippets.hiddenReason,
    })
    .from(snippets)
    .where(and(eq(snippets.ownerId, userId), gt(snippets.id, after)))
    .orderBy(asc(snippets.id))
    .limit(BODY_PAGE);
}

export function programsPage(db: Db, userId: string, after = NIL) {
  return db
    .select()
    .from(playgroundPrograms)
    .where(and(eq(playgroundPrograms.ownerId, userId), gt(playgroundPrograms.id, after)))
    .orderBy(asc(playgroundPrograms.id))
    .limit(BODY_PAGE);
}

export function questionsPage(db: Db, userId: string, after = NIL) {
  return db
    .select({
      id: communityQuestions.id,
      title: communityQuestions.title,
      body: communityQuestions.body,
      tags: communityQuestions.tags,
      createdAt: communityQuestions.createdAt,
      updatedAt: communityQuestions.updatedAt,
      deletedAt: communityQuestions.deletedAt,
      hiddenReason: communityQuestions.hiddenReason,
    })
    .from(communityQuestions)
    .where(and(eq(communityQuestions.authorId, userId), gt(communityQuestions.id, after)))
    .orderBy(asc(communityQuestions.id))
    .limit(BODY_PAGE);
}

export function answersPage(db: Db, userId: string, after = NIL) {
  return db
    .select({
      id: communityAnswers.id,
      questionId: communityAnswers.questionId,
      questionTitle: communityQuestions.title,
      body: communityAnswers.body,
      createdAt: communityAnswers.createdAt,
      updatedAt: communityAnswers.updatedAt,
      hiddenReason: communityAnswers.hiddenReason,
    })
    .from(communityAnswers)
    .innerJoin(communityQuestions, eq(communityQuestions.id, communityAnswers.questionId))
    .where(and(eq(communityAnswers.authorId, userId), gt(communityAnswers.id, after)))
    .orderBy(asc(communityAnswers.id))
    .limit(BODY_PAGE);
}

export function ticketsPage(db: Db, userId: string, after = NIL) {
  return db
    .select({
      id: supportTickets.id,
      number: supportTickets.number,
      name: supportTickets.name,
      email: supportTickets.email,
      subject: supportTickets.subject,
      category: supportTickets.category,
      description: supportTickets.description,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
      closedAt: supportTickets.closedAt,
    })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), gt(supportTickets.id, after)))
    .orderBy(asc(supportTickets.id))
    .limit(BODY_PAGE);
}

/** The conversation of some tickets: the requester's and staff's replies and the status notes. */
export function ticketMessages(db: Db, ticketIds: string[]) {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ticketId: supportMessages.ticketId,
      authorKind: supportMessages.authorKind,
      authorName: supportMessages.authorName,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(inArray(supportMessages.ticketId, ticketIds))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/** The files sent with a ticket, without their bytes. */
export function ticketAttachments(db: Db, ticketId: string) {
  return db
    .select({ id: supportAttachments.id, filename: supportAttachments.filename, size: supportAttachments.size })
    .from(supportAttachments)
    .where(eq(supportAttachments.ticketId, ticketId))
    .orderBy(asc(supportAttachments.createdAt));
}

export async function attachmentBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: supportAttachments.content })
    .from(supportAttachments)
    .where(eq(supportAttachments.id, id));
  return row?.content;
}

export function progressOf(db: Db, userId: string) {
  return db
    .select({
      moduleId: learningProgress.moduleId,
      status: learningProgress.status,
      solution: learningProgress.solution,
      checkResult: learningProgress.checkResult,
      startedAt: learningProgress.startedAt,
      completedAt: learningProgress.completedAt,
    })
    .from(learningProgress)
    .where(eq(learningProgress.userId, userId))
    .orderBy(asc(learningProgress.startedAt), sql`${learningProgress.moduleId}`);
}

export function suggestionsOf(db: Db, userId: string) {
  return db
    .select({
      title: learningPathSuggestions.title,
      description: learningPathSuggestions.description,
      createdAt: learningPathSuggestions.createdAt,
    })
    .from(learningPathSuggestions)
    .where(eq(learningPathSuggestions.authorId, userId))
    .orderBy(asc(learningPathSuggestions.createdAt));
}
