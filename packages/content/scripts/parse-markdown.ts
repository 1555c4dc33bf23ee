/**
 * Parses the Markdown sources of the written site into the typed structures of src/types.ts.
 * Runs at generation time only (Node), so the browser never ships a YAML or Markdown parser.
 */
import { parse as parseYaml } from 'yaml';
import { renderMarkdown } from './render-markdown.ts';
import type { ContentSection, ContentSubsection, SubsectionDisplay } from '../src/types.ts';

const displays: SubsectionDisplay[] = [
  'plain',
  'accordion',
  'accordion-single',
  'tabs',
  'cards',
  'steps',
  'collapsible',
  'laws',
];

/** A Markdown source split into its front matter and its body. */
export interface SourceFile {
  data: Record<string, unknown>;
  body: string;
}

/** Splits `---` front matter (YAML) from the Markdown body. */
export function splitFrontMatter(source: string, file: string): SourceFile {
  const text = source.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter`);
  const data: unknown = parseYaml(match[1] ?? '');
  if (!data || typeof data !== 'object') throw new Error(`${file}: front matter is not a mapping`);
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length) };
}

/** Turns a heading into an anchor id: "Getting Started!" → "getting-started". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface Heading {
  title: string;
  id: string;
  open: boolean;
}

/** Reads "Title {#custom-id open}" into its parts. */
function parseHeading(raw: string): Heading {
  const attributes = /\s*\{([^}]*)\}\s*$/.exec(raw);
  const title = (attributes ? raw.slice(0, attributes.index) : raw).trim();
  const tokens = attributes?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  const customId = tokens.find((token) => token.startsWith('#'))?.slice(1);
  return { title, id: customId ?? slugify(title), open: tokens.includes('open') };
}

interface Block {
  heading: Heading | null;
  lines: string[];
}

/** Splits lines at headings of the given depth, ignoring lines inside code fences. */
function splitAt(lines: string[], depth: number): Block[] {
  const marker = `${'#'.repeat(depth)} `;
  const blocks: Block[] = [{ heading: null, lines: [] }];
  let inFence = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && line.startsWith(marker)) {
      blocks.push({ heading: parseHeading(line.slice(marker.length)), lines: [] });
    } else {
      blocks[blocks.length - 1]?.lines.push(line);
    }
  }
  return blocks;
}

const directivePattern = /^<!--\s*display:\s*([a-z-]+)\s*-->$/;

/** The body of a page: the Markdown before the first H2, then H2 sections with H3 subsections. */
export function parseBody(
  body: string,
  file: string,
): { intro: string; introHtml: string; sections: ContentSection[] } {
  const [introBlock, ...sectionBlocks] = splitAt(body.split('\n'), 2);
  const seen = new Set<string>();
  const claim = (id: string) => {
    if (!id) throw new Error(`${file}: a heading has no usable id`);
    if (seen.has(id)) throw new Error(`${file}: duplicate anchor #${id}`);
    seen.add(id);
    return id;
  };
  const sections = sectionBlocks.map((block): ContentSection => {
    const heading = block.heading as Heading;
    let display: SubsectionDisplay = 'plain';
    const firstIndex = block.lines.findIndex((line) => line.trim() !== '');
    const directive = firstIndex >= 0 ? directivePattern.exec(block.lines[firstIndex]?.trim() ?? '') : null;
    const lines = [...block.lines];
    if (directive) {
      const value = directive[1] as SubsectionDisplay;
      if (!displays.includes(value)) throw new Error(`${file}: unknown display "${directive[1]}"`);
      display = value;
      lines.splice(firstIndex, 1);
    }
    const [sectionIntro, ...subBlocks] = splitAt(lines, 3);
    const subsections = subBlocks.map((sub): ContentSubsection => {
      const subMarkdown = sub.lines.join('\n').trim();
      return {
        id: claim((sub.heading as Heading).id),
        title: (sub.heading as Heading).title,
        open: (sub.heading as Heading).open,
        markdown: subMarkdown,
        html: renderMarkdown(subMarkdown),
      };
    });
    const markdown = (sectionIntro?.lines ?? []).join('\n').trim();
    return {
      id: claim(heading.id),
      title: heading.title,
      open: heading.open,
      display,
      markdown,
      html: renderMarkdown(markdown),
      subsections,
    };
  });
  const intro = (introBlock?.lines ?? []).join('\n').trim();
  return { intro, introHtml: renderMarkdown(intro), sections };
}

/** Reads a required string field of the front matter. */
export function field(data: Record<string, unknown>, name: string, file: string): string {
  const value = data[name];
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  throw new Error(`${file}: front matter needs "${name}"`);
}
