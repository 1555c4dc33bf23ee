import { AI_LIMITS, type ChatMessage } from '@hammurabi/shared';

/** How many messages the editor's assistant reads at a time, newest first. */
export const MESSAGE_PAGE_SIZE = AI_LIMITS.messagesPageDefault;

/** The offset of the next (older) page, or undefined once a page came back short. */
export function nextOlderOffset(lastPage: readonly ChatMessage[], pages: readonly (readonly ChatMessage[])[]) {
  return lastPage.length === MESSAGE_PAGE_SIZE ? pages.length * MESSAGE_PAGE_SIZE : undefined;
}

/** Pages read back from the newest message, as one list oldest first. */
export function messagesOfPages(pages: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  return [...pages].reverse().flat();
}
