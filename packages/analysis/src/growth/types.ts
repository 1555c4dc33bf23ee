/** What a syntax tree says about how a function's running time grows with its input. */

/** A loop (or an iterating call such as `.map(` or a comprehension) with the loops inside it. */
export interface GrowthLoop {
  line: number;
  endLine: number;
  /** The loop's first line as written. */
  header: string;
  variable: string | null;
  /** The names the loop's bound or collection mentions. */
  names: string[];
  /** True when the bound depends on an enclosing loop's variable (`range(n - i - 1)`, `j < i`). */
  shrinking: boolean;
  /** True when what the loop works through halves or doubles each turn (`mid = (lo + hi) // 2`, `i *= 2`). */
  halving: boolean;
  /** True when the bound is a literal number or a literal collection (`range(10)`, `for x of [1, 2]`). */
  constant: boolean;
  inner: GrowthLoop[];
}

/** A call whose cost is known (`sort` n log n, `in`/`includes` on a list n). */
export interface GrowthCall {
  line: number;
  cost: 'nlogn' | 'n';
  text: string;
  /** The collection the call works on, when it is a plain name. */
  collection: string | null;
}

/** A call of the function to itself. */
export interface RecursiveCall {
  line: number;
  /** True when an argument is half of the input (`n // 2`, `mid`, a slice). */
  halving: boolean;
  /** True when the input passed on is a part of a parameter (`node.left`, `tree->right`): each part is visited once. */
  part: boolean;
}

/** A function's loops, costly calls and recursion, read from its syntax tree. */
export interface GrowthFacts {
  loops: GrowthLoop[];
  calls: GrowthCall[];
  recursiveCalls: RecursiveCall[];
  /** The most calls to itself one run of the body can make (calls in different branches of an `if` do not add up). */
  recursionPerPath: number;
  /** True when results are cached (`@lru_cache`, a memo table), so branching recursion computes each value once. */
  memoised: boolean;
}

/** The growth facts of the function spanning some lines (read from the tree on first use), or undefined. */
export type GrowthReader = (startLine: number, endLine: number) => GrowthFacts | undefined;
