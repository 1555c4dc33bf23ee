import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';

/** A real picture in the given format, with EXIF metadata that must not survive. */
function picture(format: 'png' | 'jpeg' | 'webp', width = 640, height = 480): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).withExif({
    IFD0: { Artist: 'secret-author-name', ImageDescription: 'taken at home' },
  });
  return image.toFormat(format).toBuffer();
}

describe('profile picture upload', () => {
  let server: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestApp();
    user = await createTestUser(server, { fullName: 'Ada Picture', username: 'ada_picture' });
  });
  afterAll(() => server.close());

  function upload(bytes: Buffer, filename: string, type: string, token = user.accessToken) {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), filename);
    return fetch(`${server.baseUrl}/api/profile/avatar`, { method: 'POST', body: form, headers: authHeaders(token) });
  }

  it.each(['png', 'jpeg', 'webp'] as const)(
    're-encodes a %s picture to a 256 px WebP without its metadata',
    async (format) => {
      const response = await upload(await picture(format), `me.${format}`, `image/${format}`);
      expect(response.status).toBe(200);
      const { avatar_url: url } = (await response.json()) as { avatar_url: string };
      expect(url).toMatch(new RegExp(`^${server.config.siteUrl}/api/avatars/[0-9a-f]{32}\\.webp$`));

      const served = await fetch(`${server.baseUrl}${new URL(url).pathname}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('secret-author-name')).toBe(false);

      const profile = (await (
        await server.request('/api/auth/profile', { headers: authHeaders(user.accessToken) })
      ).json()) as Record<string, unknown>;
      expect(profile.avatar_url).toBe(url);
      // The first picture does not lose the name given at sign-up.
      expect(profile.full_name).toBe('Ada Picture');
    },
  );

  it('refuses an SVG, an HTML file named .png, an empty file and an image over 2 MB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgAnswer = await upload(svg, 'me.svg', 'image/svg+xml');
    expect(svgAnswer.status).toBe(415);
    expect(await svgAnswer.json()).toEqual({ detail: 'avatar: Upload a PNG, JPEG or WebP image.' });

    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect((await upload(html, 'me.png', 'image/png')).status).toBe(415);
    expect((await upload(Buffer.alloc(0), 'me.png', 'image/png')).status).toBe(422);

    // Noise does not compress: a 1000 x 1000 PNG of it is 3 MB (2.87 MiB).
    const noise = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2.8 * 1024 * 1024);
    const big = await upload(noise, 'big.png', 'image/png');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ detail: 'avatar: The image is larger than 2 MB.' });
  });

  it('goes back to the generic avatar on DELETE; the old URL is gone', async () => {
    const uploaded = (await (await upload(await picture('png'), 'me.png', 'image/png')).json()) as {
      avatar_url: string;
    };
    const removed = await server.request('/api/profile/avatar', {
      method: 'DELETE',
      headers: authHeaders(user.accessToken),
    });
    expect(await removed.json()).toEqual({ avatar_url: null });
    expect((await fetch(`${server.baseUrl}${new URL(uploaded.avatar_url).pathname}`)).status).toBe(404);
    const profile = (await (
      await server.request('/api/auth/profile', { headers: authHeaders(user.accessToken) })
    ).json()) as Record<string, unknown>;
    expect(profile.avatar_url).toBeNull();
  });

  it('lets two users upload the same picture; removing one keeps the other', async () => {
    const other = await createTestUser(server);
    const bytes = await picture('png', 300, 300);
    const mine = (await (await upload(bytes, 'same.png', 'image/png')).json()) as { avatar_url: string };
    const theirs = await upload(bytes, 'same.png', 'image/png', other.accessToken);
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as { avatar_url: string }).avatar_url).toBe(mine.avatar_url);
    await server.request('/api/profile/avatar', { method: 'DELETE', headers: authHeaders(other.accessToken) });
    expect((await fetch(`${server.baseUrl}${new URL(mine.avatar_url).pathname}`)).status).toBe(200);
  });

  // Issue #35: the upload reached only /profile; the header (the session's user) and the
  // community board kept the generated picture even after a reload.
  it('shows the picture wherever the user is shown: the session user and a post author', async () => {
    const writer = await createTestUser(server, { fullName: 'Pat Picture', username: 'pat_picture' });
    const { avatar_url: url } = (await (
      await upload(await picture('png'), 'me.png', 'image/png', writer.accessToken)
    ).json()) as { avatar_url: string };
    const me = await server.request('/auth/v1/user', {
      headers: { apikey: server.app.auth.keys.anonKey, ...authHeaders(writer.accessToken) },
    });
    expect(((await me.json()) as { user_metadata: Record<string, unknown> }).user_metadata.avatar_url).toBe(url);
    const posted = await server.request('/api/community/questions', {
      method: 'POST',
      body: { title: 'Where does my picture show?', body: 'Everywhere, I hope.', tags: 'avatars' },
      headers: authHeaders(writer.accessToken),
    });
    const { id } = (await posted.json()) as { id: string };
    const question = (await (await server.request(`/api/community/questions/${id}`)).json()) as {
      author: Record<string, unknown>;
    };
    expect(question.author).toMatchObject({ id: writer.id, full_name: 'Pat Picture', avatar_url: url });
    const list = (await (await server.request('/api/community/questions')).json()) as Array<{
      id: string;
      author: Record<string, unknown>;
    }>;
    expect(list.find((each) => each.id === id)?.author).toMatchObject({ avatar_url: url });

    await server.request('/api/profile/avatar', { method: 'DELETE', headers: authHeaders(writer.accessToken) });
    const after = await server.request('/auth/v1/user', {
      headers: { apikey: server.app.auth.keys.anonKey, ...authHeaders(writer.accessToken) },
    });
    expect(((await after.json()) as { user_metadata: Record<string, unknown> }).user_metadata.avatar_url).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const response = await upload(await picture('png'), 'me.png', 'image/png', 'not-a-token');
    expect(response.status).toBe(401);
  });
});
