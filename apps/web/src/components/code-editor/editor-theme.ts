import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * Token colours come from CSS variables set on the editor's wrapper (see `editorColorClasses`),
 * so one theme follows the app's light and dark modes without rebuilding the editor.
 */
export const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], color: 'var(--cm-keyword)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp, tags.character], color: 'var(--cm-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.unit], color: 'var(--cm-number)' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment],
    color: 'var(--cm-comment)',
    fontStyle: 'italic',
  },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.macroName],
    color: 'var(--cm-function)',
  },
  { tag: [tags.typeName, tags.className, tags.namespace, tags.definition(tags.typeName)], color: 'var(--cm-type)' },
  { tag: [tags.propertyName, tags.attributeName], color: 'var(--cm-property)' },
  { tag: [tags.tagName, tags.angleBracket], color: 'var(--cm-tag)' },
  { tag: [tags.meta, tags.processingInstruction, tags.annotation], color: 'var(--cm-comment)' },
  { tag: tags.heading, fontWeight: 'bold', color: 'var(--cm-keyword)' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: [tags.link, tags.url], color: 'var(--cm-string)', textDecoration: 'underline' },
  { tag: tags.invalid, color: 'var(--color-destructive)' },
]);

/** Tailwind classes that set the token colours for light and dark mode. */
export const editorColorClasses = [
  '[--cm-keyword:#cf222e] [--cm-string:#0a3069] [--cm-number:#0550ae] [--cm-comment:#59636e]',
  '[--cm-function:#8250df] [--cm-type:#953800] [--cm-property:#0550ae] [--cm-tag:#116329]',
  'dark:[--cm-keyword:#ff7b72] dark:[--cm-string:#a5d6ff] dark:[--cm-number:#79c0ff] dark:[--cm-comment:#8b949e]',
  'dark:[--cm-function:#d2a8ff] dark:[--cm-type:#ffa657] dark:[--cm-property:#79c0ff] dark:[--cm-tag:#7ee787]',
].join(' ');

const selection = 'color-mix(in oklab, var(--color-primary) 28%, transparent)';

/** The editor's surfaces, in the app's colour tokens. */
export const editorTheme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: '14px',
    backgroundColor: 'var(--color-card)',
    color: 'var(--color-foreground)',
  },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.55', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--color-foreground)', paddingBlock: '8px' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-foreground)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-muted)',
    color: 'var(--color-muted-foreground)',
    borderRight: '1px solid var(--color-border)',
  },
  '.cm-activeLine': { backgroundColor: 'color-mix(in oklab, var(--color-primary) 7%, transparent)' },
  '.cm-activeLineGutter': {
    backgroundColor: 'color-mix(in oklab, var(--color-primary) 14%, transparent)',
    color: 'var(--color-foreground)',
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: selection },
  '.cm-selectionMatch': { backgroundColor: 'color-mix(in oklab, var(--color-accent) 18%, transparent)' },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
    backgroundColor: 'color-mix(in oklab, var(--color-success) 25%, transparent)',
    outline: 'none',
  },
  '.cm-placeholder': { color: 'var(--color-muted-foreground)', fontStyle: 'italic' },
  '.cm-tooltip': {
    backgroundColor: 'var(--color-card)',
    color: 'var(--color-foreground)',
    border: '1px solid var(--color-border)',
    borderRadius: '6px',
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--color-primary)',
    color: 'var(--color-primary-foreground)',
  },
  '.cm-panels': { backgroundColor: 'var(--color-muted)', color: 'var(--color-foreground)' },
  '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--color-border)' },
  '.cm-panel input, .cm-panel button': { fontSize: '13px' },
  '.cm-foldPlaceholder': { backgroundColor: 'var(--color-muted)', border: '1px solid var(--color-border)' },
});
