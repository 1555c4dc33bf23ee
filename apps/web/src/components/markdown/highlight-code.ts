import type { Element, ElementContent, Root } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

// A handful of grammars instead of highlight.js's 37 "common" ones keeps the renderer small (it
// loads with the screens that render Markdown, never with the first page).
const lowlight = createLowlight({
  bash,
  c,
  cpp,
  csharp,
  css,
  dockerfile,
  go,
  java,
  javascript,
  json,
  kotlin,
  python,
  rust,
  sql,
  typescript,
  xml,
  yaml,
});
lowlight.registerAlias({
  bash: ['sh', 'shell', 'console'],
  cpp: ['c++'],
  csharp: ['cs', 'c#'],
  xml: ['html'],
  go: ['golang'],
  javascript: ['js', 'jsx', 'mjs'],
  typescript: ['ts', 'tsx'],
  python: ['py'],
  yaml: ['yml'],
});

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function highlightElement(code: Element, fallback: string | undefined): void {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const named = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  // A block that names a language we lack (```text) stays plain; one that names none takes the fallback.
  const language = named ?? fallback;
  if (!language || !lowlight.registered(language)) return;
  const tree = lowlight.highlight(language, code.children.map(textOf).join(''));
  code.children = tree.children as ElementContent[];
  code.properties.className = [...classes, 'hljs'];
}

function walk(node: Root | Element, fallback: string | undefined): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') {
      for (const inner of child.children) {
        if (inner.type === 'element' && inner.tagName === 'code') highlightElement(inner, fallback);
      }
    } else {
      walk(child, fallback);
    }
  }
}

export interface HighlightOptions {
  /**
   * Languages to try, in order, for a fenced block that names none: a community question's tags
   * (a question tagged python highlights its bare blocks as Python, as Stack Overflow does).
   */
  fallbackLanguages?: readonly string[];
}

/** A rehype plugin that highlights fenced code blocks whose language is one of ours (runs after sanitising). */
export function rehypeHighlightCode(options: HighlightOptions = {}) {
  const fallback = options.fallbackLanguages?.find((language) => lowlight.registered(language));
  return (tree: Root) => walk(tree, fallback);
}
