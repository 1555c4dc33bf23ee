/** The categories of a support ticket, with the labels the form shows. */
export const SUPPORT_CATEGORIES = {
  'technical-issue': 'Technical Issue',
  'billing-query': 'Billing Query',
  'feature-request': 'Feature Request',
  'general-question': 'General Question',
  'bug-report': 'Bug Report',
} as const;
export type SupportCategory = keyof typeof SUPPORT_CATEGORIES;
export const supportCategoryIds = Object.keys(SUPPORT_CATEGORIES) as [SupportCategory, ...SupportCategory[]];

/** A ticket's life: new → open → waiting on customer → resolved → closed. */
export const SUPPORT_STATUSES = {
  new: 'New',
  open: 'Open',
  waiting_on_customer: 'Waiting on customer',
  resolved: 'Resolved',
  closed: 'Closed',
} as const;
export type SupportStatus = keyof typeof SUPPORT_STATUSES;
export const supportStatusIds = Object.keys(SUPPORT_STATUSES) as [SupportStatus, ...SupportStatus[]];

/** The statuses of a ticket waiting on support: the staff menu counts these as open tickets. */
export const SUPPORT_OPEN_STATUSES = ['new', 'open'] as const satisfies readonly SupportStatus[];

/** Limits of the support form; 5 MB means 5 × 1024 × 1024 bytes. */
export const SUPPORT_LIMITS = {
  nameMax: 100,
  subjectMax: 200,
  descriptionMax: 10_000,
  messageMax: 10_000,
  attachmentMaxBytes: 5 * 1024 * 1024,
} as const;

/** File-name endings the form accepts, for the browser's file picker and its early check. */
export const SUPPORT_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'txt', 'log'] as const;

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser's early check of an attachment by name and size: a sentence to show, or null when
 * it may be sent. The server decides the type again from the file's bytes.
 */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!(SUPPORT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return `"${file.name}" is not an allowed file type. Allowed: JPG, PNG, PDF, TXT, LOG.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (file.size > SUPPORT_LIMITS.attachmentMaxBytes) return `"${file.name}" is larger than the 5MB limit.`;
  return null;
}

/** A byte count as people read it: "812 B", "14.2 KB", "4.8 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The header that carries a ticket's secret access token (from the mailed link). */
export const SUPPORT_TOKEN_HEADER = 'x-support-token';
