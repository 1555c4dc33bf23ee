/**
 * What a question asks, decided by rules over its words and the names in the code it comes with.
 * Deterministic and local: the same question about the same code always gets the same intent.
 */

/** The kinds of question the offline assistant tells apart. */
export type IntentKind =
  | 'greeting'
  | 'thanks'
  | 'complexity'
  | 'refactor'
  | 'tests'
  | 'docs'
  | 'naming'
  | 'law'
  | 'error'
  | 'security'
  | 'performance'
  | 'bugs'
  | 'explain'
  | 'product'
  | 'general'
  | 'unknown';

/** A classified question: its kind plus what it names (a function, lines, a law, a language). */
export interface Intent {
  kind: IntentKind;
  /** A function of the code the question names, if any. */
  functionName: string | null;
  /** A law (HB001…HB005) or rule id (SEC002, PERF003…) the question names, if any. */
  ruleId: string | null;
  /** A programming language the question asks for ("with a Python example"), if any. */
  language: string | null;
  /** For refactor questions: the kind of change asked for. */
  change: 'early-exit' | 'simplify' | 'refactor' | null;
}

/** The rules, tried in order; the first whose pattern matches decides. */
const RULES: readonly { kind: IntentKind; pattern: RegExp; needsCode?: boolean }[] = [
  {
    kind: 'error',
    pattern:
      /[Tt]raceback \(most recent call last\)|\b[A-Z]\w*(Error|Exception)\b|\berror( message)?:|\berror message\b|\b(get|got|getting|see|seeing) (an?|this|the) error\b|"[^"]*\b(in use|not authenticated|not found)\b[^"]*"|\bis not defined\b|\breferenced before assignment\b/m,
  },
  {
    kind: 'complexity',
    pattern:
      /\b(time|space|memory)\s+complexit|\bcomplexity\b|big[\s-]?o\b|\bo\([^)]*\)|\bhow (fast|slow) (is|does)\b|\bscale[sd]?\b|\brunning time\b|\bruntime\b|\bhow much (memory|space)\b|\bmemory (use|usage)\b/i,
  },
  {
    kind: 'tests',
    pattern:
      /\b(write|add|generate|create|give me|make)\b[^.?!]*\b(unit )?tests?\b|\btest (cases?|skeleton|suite)\b|\bhow (do|can|should) i test\b|\b(pytest|junit|vitest|jest)\b/i,
  },
  { kind: 'docs', pattern: /\b(docstring|jsdoc|javadoc|doc comment|document(ation)?)\b/i, needsCode: true },
  {
    kind: 'refactor',
    pattern:
      /\b(stop|exit|return|break|finish) (early|sooner|as soon)\b|\bearly[\s-](exit|return|stop|termination)\b|\bshort[\s-]circuit\b|\b(simplif|refactor|rewrite|restructure|clean(er| up| it)|tidy)\w*|\bguard clause\b|\bless nest|\b(shorter|shorten|concise|compact|idiomatic|pythonic|fewer lines|less code|one[\s-]liner)\b/i,
  },
  { kind: 'naming', pattern: /\b(name|names|naming|rename)\b/i, needsCode: true },
  // "Does my code break any law?" asks for the code's findings, not for the laws explained.
  {
    kind: 'bugs',
    pattern: /\b(break|breaks|breaking|violat\w*|obey\w*|follows?|compl(y|ies))\b[^.?!]*\blaws?\b/i,
    needsCode: true,
  },
  { kind: 'law', pattern: /\bHB00[1-5]\b|\b(SEC|PERF|REL|MAINT|GOV|SYN)\d{3}\b|\blaw of\b|\blaws?\b/i },
  {
    kind: 'security',
    pattern: /\b(secur\w*|vulnerab\w*|inject\w*|xss|exploit\w*|attack\w*|sanitiz\w*|unsafe|safe)\b/i,
  },
  { kind: 'performance', pattern: /\b(faster|slow(er)?|speed( up)?|perform\w*|optimi[sz]\w*|efficient\w*|quicker)\b/i },
  {
    kind: 'bugs',
    pattern:
      /\bmutat\w*|\bin[ -]place\b|\bside[ -]effects?\b|\b(change|modify|modifies|changes)\s+(its|the|my)\s+(input|argument|parameter|list|array)|\b(bugs?|wrong|broken|crash\w*|fails?|failing|problems?|issues?|mistakes?|review|correct|errors?)\b/i,
    needsCode: true,
  },
  {
    kind: 'explain',
    pattern:
      /\b(explain|what does|what do|how does|how do(es)? (it|this)|walk me|describe|overview|understand|purpose|what is (this|it|going on|happening)|tell me about|summar\w*)\b/i,
    needsCode: true,
  },
];

/** Words that mark a question about Hammurabi itself rather than about code. */
const PRODUCT_WORDS =
  /\b(hammurabi|sign(ing)? (in|up|out)|log ?in|log ?out|account|password|two[- ]factor|2fa|authenticator|profile|project|projects|editor|workspace|autosave|saved?|reviews?|dashboard|newsletter|api key|token|openapi|language model|connect (a|the)? ?model|ai provider|data directory|data_dir|database|install\w*|deploy\w*|upload|download|export|import a|share|settings?|dark mode|theme|tutorials?|guides?|knowledge base|support|ticket|achievements?|badge)\b/i;

const GENERAL_WORDS =
  /\b(what is an?|what are|what's an?|difference between|when should i use|how do i|how to|why (is|are|do|does|should)|meaning of)\b/i;

const GREETING =
  /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings|howdy|yo)\b[\s!.,]*(there|assistant|hammurabi)?[\s!.,]*$/i;
const THANKS =
  /^\s*(thanks?( you)?|thx|ty|cheers|great,? thanks?|perfect,? thanks?|much appreciated)\b[\s\w!.,]{0,30}$/i;

const LANGUAGES: readonly [RegExp, string][] = [
  [/\bpython\b/i, 'python'],
  [/\btypescript\b|\bts\b/i, 'typescript'],
  [/\bjavascript\b|\bjs\b|\bnode(\.js)?\b/i, 'javascript'],
  [/\bjava\b/i, 'java'],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The function of the code the question names: `name`, name(), or the name as a word. */
export function namedFunction(question: string, functionNames: readonly string[]): string | null {
  const candidates = [...new Set(functionNames)].filter((name) => name.length > 1).sort((a, b) => b.length - a.length);
  return candidates.find((name) => new RegExp(`(^|[^\\w$])${escapeRegExp(name)}($|[^\\w$])`).test(question)) ?? null;
}

function changeOf(question: string): Intent['change'] {
  if (
    /\b(stop|exit|return|break|finish)\w* (early|sooner|as soon)|early[\s-](exit|return|stop|termination)|short[\s-]circuit/i.test(
      question,
    )
  ) {
    return 'early-exit';
  }
  if (/simplif|guard clause|less nest|clean|tidy/i.test(question)) return 'simplify';
  return 'refactor';
}

/**
 * Classifies a question. `functionNames` are the functions of the code that came with it (empty
 * without code); code-only intents (explain, bugs, naming, docs) need code to apply.
 */
export function classifyIntent(question: string, functionNames: readonly string[], hasCode: boolean): Intent {
  const text = question.trim();
  const ruleId = /\b(HB00[1-5]|(?:SEC|PERF|REL|MAINT|GOV|SYN)\d{3})\b/i.exec(text)?.[1]?.toUpperCase() ?? null;
  const language = LANGUAGES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const functionName = namedFunction(text, functionNames);
  const base = { functionName, ruleId, language, change: null };
  if (GREETING.test(text)) return { ...base, kind: 'greeting' };
  if (THANKS.test(text)) return { ...base, kind: 'thanks' };
  for (const rule of RULES) {
    if (rule.needsCode && !hasCode) continue;
    if (!rule.pattern.test(text)) continue;
    // "How do I review a project?" is about the product, not about the code.
    if ((rule.kind === 'bugs' || rule.kind === 'naming') && !hasCode) continue;
    if (rule.kind === 'law' && !ruleId && !/\blaw of\b|\bthe laws?\b|\blaws\b/i.test(text)) continue;
    return { ...base, kind: rule.kind, change: rule.kind === 'refactor' ? changeOf(text) : null };
  }
  // With code, a question that names a function or points at the code is about the code.
  if (
    hasCode &&
    (functionName || /\b(this|it|my|the) (code|function|file|method|class|loop|line)s?\b|\bline \d+/i.test(text))
  ) {
    return { ...base, kind: 'explain' };
  }
  if (PRODUCT_WORDS.test(text)) return { ...base, kind: 'product' };
  if (GENERAL_WORDS.test(text)) return { ...base, kind: 'general' };
  if (hasCode && /\?$/.test(text) === false && text.split(/\s+/).length <= 3) return { ...base, kind: 'explain' };
  return { ...base, kind: 'unknown' };
}
