import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Written by the web build beside index.html: per public route, the chunk files (scripts and stylesheets) its screen needs. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

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
 * has run and asked the router. Paths the table
 * does not name get the plain shell. Each variant is built and compressed once, on first use.
 */
export class WebShell {
  readonly #index: string;
  readonly #exact = new Map<string, string[]>();
  readonly #patterns: { segments: string[]; route: string; files: string[] }[] = [];
  readonly #variants = new Map<string, ShellVariant>();

  constructor(webDistDir: string) {
    this.#index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    const tableFile = path.join(webDistDir, ROUTE_PRELOADS_FILE);
    // A build from before the table existed still serves its shell, without preloads.
    if (!existsSync(tableFile)) return;
    const { routes } = JSON.parse(readFileSync(tableFile, 'utf8')) as { routes: Record<string, string[]> };
    for (const [route, files] of Object.entries(routes)) {
      if (route.includes('/:')) this.#patterns.push({ segments: segments(route), route, files });
      else this.#exact.set(route, files);
    }
  }

  /** The route of the table that `pathname` matches (exact routes before patterns), if any. */
  #routeOf(pathname: string): { route: string; files: string[] } | undefined {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const files = this.#exact.get(trimmed);
    if (files) return { route: trimmed, files };
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
