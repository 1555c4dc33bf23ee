/**
 * Renders Markdown to sanitised, highlighted HTML at generation time, so the browser shows
 * written pages without shipping a Markdown parser or highlighter (about 70 kB gzip saved).
 */
import type { Element, ElementContent, Nodes, Root } from 'hast';
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import { common, createLowlight } from 'lowlight';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const lowlight = createLowlight(common);
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function classesOf(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** Highlights code blocks, lets keyboard users scroll wide blocks, and marks external links. */
function enhance(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre' || child.tagName === 'table') child.properties.tabIndex = 0;
    if (child.tagName === 'a' && /^https?:/.test(String(child.properties.href ?? ''))) {
      child.properties.target = '_blank';
      child.properties.rel = ['noreferrer', 'noopener'];
      child.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['sr-only'] },
        children: [{ type: 'text', value: ' (opens in a new tab)' }],
      });
    }
    if (child.tagName === 'code' && node.type === 'element' && node.tagName === 'pre') {
      const classes = classesOf(child);
      const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      if (language && lowlight.registered(language)) {
        const tree = lowlight.highlight(language, child.children.map(textOf).join(''));
        child.children = tree.children as ElementContent[];
        child.properties.className = [...classes, 'hljs'];
        continue;
      }
    }
    enhance(child);
  }
}

const voidElements = new Set(['br', 'hr', 'img', 'input']);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** hast property values: strings, numbers, booleans or lists of strings and numbers. */
type PropertyValue = string | number | boolean | null | undefined | (string | number)[];

function attribute(name: string, value: PropertyValue): string {
  if (value === null || value === undefined || value === false) return '';
  const htmlName = name === 'className' ? 'class' : name === 'tabIndex' ? 'tabindex' : name.toLowerCase();
  if (value === true) return ` ${htmlName}`;
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  return ` ${htmlName}="${escapeText(text).replace(/"/g, '&quot;')}"`;
}

function toHtml(node: Nodes): string {
  switch (node.type) {
    case 'root':
      return node.children.map(toHtml).join('');
    case 'element': {
      const attributes = Object.entries(node.properties)
        .map(([name, value]) => attribute(name, value))
        .join('');
      if (voidElements.has(node.tagName)) return `<${node.tagName}${attributes}>`;
      return `<${node.tagName}${attributes}>${node.children.map(toHtml).join('')}</${node.tagName}>`;
    }
    case 'text':
      return escapeText(node.value);
    case 'comment':
    case 'doctype':
    case 'raw':
      // Sanitising removes raw HTML and comments; nothing of them reaches the page.
      return '';
  }
}

/** Markdown → sanitised HTML with highlighted code (GitHub-flavoured, no raw HTML passes). */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return '';
  const tree = processor.runSync(processor.parse(markdown));
  const clean = sanitize(tree, defaultSchema) as Root;
  enhance(clean);
  return toHtml(clean).trim();
}
