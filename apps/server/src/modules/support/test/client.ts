import type { TestApp } from '../../../test/harness.ts';

export const validFields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'The editor does not save',
  category: 'technical-issue',
  description: 'When I press Save nothing happens.',
};

export interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A POST of multipart fields and files to `path`, as a browser sends a form. */
export async function postForm(
  server: TestApp,
  path: string,
  fields: Record<string, string>,
  files: Upload[] = [],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field ?? 'attachment',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** `POST /api/support/tickets` as a browser sends it: multipart fields and files. */
export function postTicket(
  server: TestApp,
  fields: Record<string, string> = validFields,
  files: Upload[] = [],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  return postForm(server, '/api/support/tickets', fields, files, headers);
}

/** The secret token inside a ticket link. */
export const tokenOf = (link: string) => new URL(link).hash.replace('#access=', '');
