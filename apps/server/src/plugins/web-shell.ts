import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { routeDataElement } from '@hammurabi/shared';

/**
 * Written by the web build beside index.html: per public route, the chunk files (scripts and
 * stylesheets) its screen needs, and for content pages the content itself under the key the
 * screen reads it by.
 */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RouteTable {
  routes: Record<string, string[]>;
  data?: Record<string, { key: string; value: unknown }>;
}

interface RouteEntry {
  route: string;
  files: string[];
  /** The route's data block, written once. */
  data?: string;
}

interface ShellVariant {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The encoding of a shell answer: the smallest the browser accepts. */
export type ShellEncoding = 'br' | 'gzip' | null;

/** The app's HTML shell for one path, in the encoding to send. */
export interface ShellAnswer {
  body: string | Buffer;
  encoding: ShellEncoding;
}

/** Which of br and gzip the Accept-Encoding header allows (a token with q=0 is refused). */
export function shellEncoding(acceptEncoding: string | undefined): ShellEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([token]) => token),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * The `index.html` every client route is answered with, plus `modulepreload` links for the chunks
 * of the route's screen and content and `stylesheet` links for their CSS (from the build's
 * route-preloads.json), so the browser fetches them beside the entry script instead of after it
 * has run and asked the router. A content page also gets its content as a JSON data block, which
 * its screen reads instead of downloading it as a script. Paths the table does not name get the
 * plain shell. Each variant is built and compressed once, on first use.
 */
export class WebShell {
  readonly #index: string;
  readonly #exact = new Map<string, RouteEntry>();
  readonly #patterns: (RouteEntry & { segments: string[] })[] = [];
  readonly #variants = new Map<string, ShellVariant>();

  constructor(webDistDir: string) {
    this.#index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    const tableFile = path.join(webDistDir, ROUTE_PRELOADS_FILE);
    // A build from before the table existed still serves its shell, without preloads.
    if (!existsSync(tableFile)) return;
    const table = JSON.parse(readFileSync(tableFile, 'utf8')) as RouteTable;
    for (const [route, files] of Object.entries(table.routes)) {
      const data = table.data?.[route];
      const entry: RouteEntry = { route, files, data: data && routeDataElement(data.key, data.value) };
      if (route.includes('/:')) this.#patterns.push({ ...entry, segments: segments(route) });
      else this.#exact.set(route, entry);
    }
  }

  /** The route of the table that `pathname` matches (exact routes before patterns), if any. */
  #routeOf(pathname: string): RouteEntry | undefined {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const exact = this.#exact.get(trimmed);
    if (exact) return exact;
    const parts = segments(trimmed);
    return this.#patterns.find(
      (pattern) =>
        pattern.segments.length === parts.length &&
        pattern.segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
    );
  }

  /** The shell for `pathname`, compressed as `encoding`. */
  answer(pathname: string, encoding: ShellEncoding): ShellAnswer {
    const match = this.#routeOf(pathname);
    const key = match?.route ?? '';
    let variant = this.#variants.get(key);
    if (!variant) {
      const links = (match?.files ?? []).map((file) =>
        file.endsWith('.css')
          ? `    <link rel="stylesheet" crossorigin href="${file}">\n`
          : `    <link rel="modulepreload" crossorigin href="${file}">\n`,
      );
      if (match?.data) links.push(`    ${match.data}\n`);
      const html = links.length ? this.#index.replace('</head>', `${links.join('')}  </head>`) : this.#index;
      variant = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      this.#variants.set(key, variant);
    }
    if (encoding === 'br') return { body: variant.br, encoding };
    if (encoding === 'gzip') return { body: variant.gzip, encoding };
    return { body: variant.html, encoding: null };
  }
}
