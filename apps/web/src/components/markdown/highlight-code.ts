import type { Element, ElementContent, Root } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

// A handful of grammars instead of highlight.js's 37 "common" ones keeps the renderer small.
const lowlight = createLowlight({
  bash,
  csharp,
  dockerfile,
  go,
  java,
  javascript,
  json,
  python,
  sql,
  typescript,
  yaml,
});
lowlight.registerAlias({
  bash: ['sh', 'shell', 'console'],
  csharp: ['cs', 'c#'],
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

function highlightElement(code: Element): void {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  if (!language || !lowlight.registered(language)) return;
  const tree = lowlight.highlight(language, code.children.map(textOf).join(''));
  code.children = tree.children as ElementContent[];
  code.properties.className = [...classes, 'hljs'];
}

function walk(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') {
      for (const inner of child.children) {
        if (inner.type === 'element' && inner.tagName === 'code') highlightElement(inner);
      }
    } else {
      walk(child);
    }
  }
}

/** A rehype plugin that highlights fenced code blocks whose language is one of ours (runs after sanitising). */
export function rehypeHighlightCode() {
  return (tree: Root) => walk(tree);
}
