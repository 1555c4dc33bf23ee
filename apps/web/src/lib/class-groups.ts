/**
 * The Tailwind utility group of a class without its variants (`px-4` → `px`, `text-sm` →
 * `font-size`, `text-muted-foreground` → `text-color`), or undefined for a class that never
 * overrides another. Covers the utilities this app overrides through `cn`; `cn.test.ts` checks
 * every pair of classes in the app's sources against tailwind-merge.
 */
export function classGroup(utility: string): string | undefined {
  const name = utility.startsWith('-') ? utility.slice(1) : utility;
  if (DISPLAY.has(name)) return 'display';
  if (POSITION.has(name)) return 'position';
  if (DECORATION.has(name)) return 'text-decoration';
  if (name === 'sr-only' || name === 'not-sr-only') return 'sr-only';
  if (name.startsWith('line-clamp-')) return 'line-clamp';
  if (TRANSFORM.has(name)) return 'text-transform';
  if (name === 'truncate') return 'text-overflow';
  if (name.startsWith('[') && name.includes(':')) return `arbitrary:${name.slice(1, name.indexOf(':'))}`;
  const dash = name.indexOf('-');
  const prefix = dash < 0 ? name : name.slice(0, dash);
  const value = dash < 0 ? '' : name.slice(dash + 1);
  if (value === '' && !BARE.has(prefix)) return undefined;
  const sub = value.slice(0, value.indexOf('-') < 0 ? value.length : value.indexOf('-'));
  switch (prefix) {
    case 'p':
    case 'px':
    case 'py':
    case 'pt':
    case 'pr':
    case 'pb':
    case 'pl':
    case 'ps':
    case 'pe':
    case 'm':
    case 'mx':
    case 'my':
    case 'mt':
    case 'mr':
    case 'mb':
    case 'ml':
    case 'ms':
    case 'me':
    case 'w':
    case 'h':
    case 'size':
    case 'z':
    case 'top':
    case 'right':
    case 'bottom':
    case 'left':
    case 'order':
    case 'opacity':
    case 'leading':
    case 'tracking':
    case 'cursor':
    case 'basis':
    case 'self':
    case 'items':
    case 'whitespace':
    case 'duration':
    case 'ease':
    case 'delay':
    case 'animate':
    case 'rotate':
    case 'resize':
    case 'fill':
    case 'stroke':
    case 'accent':
    case 'caret':
    case 'decoration':
    case 'line':
    case 'list':
    case 'object':
    case 'aspect':
    case 'float':
    case 'select':
    case 'appearance':
    case 'break':
      return prefix;
    case 'gap':
    case 'inset':
    case 'overflow':
    case 'translate':
    case 'scroll':
    case 'space':
    case 'divide':
    case 'min':
    case 'max':
      return sub === 'x' || sub === 'y' || sub === 'w' || sub === 'h' || sub === 'mt' ? `${prefix}-${sub}` : prefix;
    case 'justify':
      return value.startsWith('self') ? 'justify-self' : value.startsWith('items') ? 'justify-items' : 'justify';
    case 'content':
      return ALIGN_CONTENT.has(value) ? 'align-content' : undefined;
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction';
      if (value.startsWith('wrap') || value === 'nowrap') return 'flex-wrap';
      return 'flex';
    case 'grow':
    case 'shrink':
      return prefix;
    case 'grid':
      return value.startsWith('cols')
        ? 'grid-cols'
        : value.startsWith('rows')
          ? 'grid-rows'
          : value.startsWith('flow')
            ? 'grid-flow'
            : undefined;
    case 'col':
    case 'row':
      return `${prefix}-${sub}`;
    case 'text':
      if (TEXT_SIZES.test(value)) return 'font-size';
      if (TEXT_ALIGN.has(value)) return 'text-align';
      if (value === 'ellipsis' || value === 'clip') return 'text-overflow';
      if (value === 'wrap' || value === 'nowrap' || value === 'balance' || value === 'pretty') return 'text-wrap';
      return 'text-color';
    case 'font':
      return FONT_WEIGHTS.has(value) ? 'font-weight' : 'font-family';
    case 'bg':
      return /^(linear|radial|conic|none$)/.test(value) ? 'bg-image' : 'bg-color';
    case 'border':
      return borderGroup('border', value);
    case 'outline':
      if (value === '' || /^\d+$/.test(value)) return 'outline-width';
      if (value === 'none' || value === 'hidden' || value === 'dashed' || value === 'dotted') return 'outline-style';
      if (value.startsWith('offset')) return 'outline-offset';
      return 'outline-color';
    case 'ring':
      if (value === '' || /^\d+$/.test(value)) return 'ring-width';
      if (value === 'inset') return 'ring-inset';
      if (value.startsWith('offset')) return /^offset-\d+$/.test(value) ? 'ring-offset-width' : 'ring-offset-color';
      return 'ring-color';
    case 'rounded':
      return ROUNDED_SIDES.has(sub) ? `rounded-${sub}` : 'rounded';
    case 'shadow':
      return value === '' || SHADOW_SIZES.has(value) ? 'shadow' : 'shadow-color';
    case 'underline':
      return value.startsWith('offset') ? 'underline-offset' : 'text-decoration';
    case 'pointer':
      return 'pointer-events';
    case 'transition':
      return 'transition';
    default:
      return undefined;
  }
}

function borderGroup(prefix: string, value: string): string {
  const [side, rest] = BORDER_SIDES.has(value.split('-')[0] ?? '')
    ? [value.split('-')[0], value.slice(value.indexOf('-') + 1)]
    : ['', value];
  const bare = side !== '' && !value.includes('-');
  const width = bare || rest === '' || /^\d+$/.test(rest ?? '');
  if (BORDER_STYLES.has(value)) return `${prefix}-style`;
  return `${prefix}${side ? `-${side}` : ''}-${width ? 'width' : 'color'}`;
}

/** Groups a later class of the key group removes besides its own (`p-4` removes `px-2`). */
export const CLASS_CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
    'rounded-s',
    'rounded-e',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-width': [
    'border-x-width',
    'border-y-width',
    'border-t-width',
    'border-r-width',
    'border-b-width',
    'border-l-width',
  ],
  'border-x-width': ['border-r-width', 'border-l-width'],
  'border-y-width': ['border-t-width', 'border-b-width'],
  'border-color': [
    'border-x-color',
    'border-y-color',
    'border-t-color',
    'border-r-color',
    'border-b-color',
    'border-l-color',
  ],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
  // Since Tailwind 4 a font size sets its line height too.
  'font-size': ['leading'],
};

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
  'flow-root',
  'list-item',
  'table-cell',
  'table-row',
]);
const DECORATION = new Set(['underline', 'overline', 'line-through', 'no-underline']);
const BARE = new Set([
  'flex',
  'grid',
  'border',
  'rounded',
  'shadow',
  'outline',
  'ring',
  'transition',
  'grow',
  'shrink',
  'resize',
]);
const TRANSFORM = new Set(['uppercase', 'lowercase', 'capitalize', 'normal-case']);
const ALIGN_CONTENT = new Set([
  'start',
  'end',
  'center',
  'between',
  'around',
  'evenly',
  'stretch',
  'baseline',
  'normal',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const TEXT_SIZES = /^(xs|sm|base|lg|xl|\dxl)(\/.*)?$|^\[\d/;
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const FONT_WEIGHTS = new Set([
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
]);
const ROUNDED_SIDES = new Set(['t', 'r', 'b', 'l', 'tl', 'tr', 'br', 'bl', 's', 'e', 'ss', 'se', 'es', 'ee']);
const SHADOW_SIZES = new Set(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner']);
const BORDER_SIDES = new Set(['x', 'y', 't', 'r', 'b', 'l', 's', 'e']);
const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
