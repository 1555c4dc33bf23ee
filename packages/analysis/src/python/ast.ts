/** The Python syntax tree built by the parser: every node has a `kind` and a source span. */

/** Position of a node: 1-based lines, 0-based offsets. */
export interface Span {
  line: number;
  endLine: number;
  start: number;
  end: number;
}

/** Expression nodes. */
export type Expr =
  | (Span & { kind: 'Name'; id: string })
  | (Span & { kind: 'Constant'; value: string })
  | (Span & { kind: 'Str'; value: string; isFormatted: boolean; isBytes: boolean; parts: Expr[] })
  | (Span & { kind: 'Attribute'; value: Expr; attr: string })
  | (Span & { kind: 'Subscript'; value: Expr; index: Expr })
  | (Span & { kind: 'Call'; func: Expr; args: Expr[]; keywords: Keyword[] })
  | (Span & { kind: 'BinOp'; op: string; left: Expr; right: Expr })
  | (Span & { kind: 'BoolOp'; op: 'and' | 'or'; values: Expr[] })
  | (Span & { kind: 'UnaryOp'; op: string; operand: Expr })
  | (Span & { kind: 'Compare'; left: Expr; ops: string[]; comparators: Expr[] })
  | (Span & { kind: 'IfExp'; test: Expr; body: Expr; orelse: Expr })
  | (Span & { kind: 'Lambda'; params: Param[]; body: Expr })
  | (Span & { kind: 'List' | 'Tuple' | 'Set'; elements: Expr[] })
  | (Span & { kind: 'Dict'; keys: (Expr | null)[]; values: Expr[] })
  | (Span & { kind: 'Comprehension'; element: Expr; value: Expr | null; generators: CompFor[] })
  | (Span & { kind: 'Starred'; value: Expr })
  | (Span & { kind: 'NamedExpr'; target: Expr; value: Expr })
  | (Span & { kind: 'Await'; value: Expr })
  | (Span & { kind: 'Yield'; value: Expr | null; isFrom: boolean })
  | (Span & { kind: 'Slice'; lower: Expr | null; upper: Expr | null; step: Expr | null });

/** A keyword argument (`name=value`) or `**mapping` (name null). */
export interface Keyword extends Span {
  kind: 'Keyword';
  name: string | null;
  value: Expr;
}

/** A function or lambda parameter. */
export interface Param extends Span {
  kind: 'Param';
  name: string;
  /** '' for normal, '*' for *args, '**' for **kwargs, '/' and '*' markers have name ''. */
  prefix: '' | '*' | '**' | '/';
  annotation: Expr | null;
  defaultValue: Expr | null;
}

/** One `for … in … if …` clause of a comprehension. */
export interface CompFor extends Span {
  kind: 'CompFor';
  target: Expr;
  iter: Expr;
  conditions: Expr[];
}

/** An `except` clause. */
export interface ExceptHandler extends Span {
  kind: 'ExceptHandler';
  type: Expr | null;
  name: string | null;
  body: Stmt[];
}

/** One `expr as target` item of a with statement. */
export interface WithItem extends Span {
  kind: 'WithItem';
  context: Expr;
  target: Expr | null;
}

/** One `case` of a match statement. */
export interface MatchCase extends Span {
  kind: 'MatchCase';
  pattern: Expr | null;
  guard: Expr | null;
  body: Stmt[];
}

/** A function definition. */
export interface FunctionDef extends Span {
  kind: 'FunctionDef';
  name: string;
  nameLine: number;
  isAsync: boolean;
  decorators: Expr[];
  params: Param[];
  returns: Expr | null;
  body: Stmt[];
}

/** A class definition. */
export interface ClassDef extends Span {
  kind: 'ClassDef';
  name: string;
  nameLine: number;
  decorators: Expr[];
  bases: Expr[];
  keywords: Keyword[];
  body: Stmt[];
}

/** Statement nodes. */
export type Stmt =
  | FunctionDef
  | ClassDef
  | (Span & { kind: 'If'; test: Expr; body: Stmt[]; orelse: Stmt[]; isElif: boolean })
  | (Span & { kind: 'For'; target: Expr; iter: Expr; body: Stmt[]; orelse: Stmt[]; isAsync: boolean })
  | (Span & { kind: 'While'; test: Expr; body: Stmt[]; orelse: Stmt[] })
  | (Span & { kind: 'Try'; body: Stmt[]; handlers: ExceptHandler[]; orelse: Stmt[]; finalbody: Stmt[] })
  | (Span & { kind: 'With'; items: WithItem[]; body: Stmt[]; isAsync: boolean })
  | (Span & { kind: 'Match'; subject: Expr; cases: MatchCase[] })
  | (Span & { kind: 'Return'; value: Expr | null })
  | (Span & { kind: 'Assign'; targets: Expr[]; value: Expr })
  | (Span & { kind: 'AugAssign'; target: Expr; op: string; value: Expr })
  | (Span & { kind: 'AnnAssign'; target: Expr; annotation: Expr; value: Expr | null })
  | (Span & { kind: 'ExprStmt'; value: Expr })
  | (Span & { kind: 'Import'; names: string[] })
  | (Span & { kind: 'ImportFrom'; module: string; names: string[] })
  | (Span & { kind: 'Global' | 'Nonlocal'; names: string[] })
  | (Span & { kind: 'Pass' | 'Break' | 'Continue' })
  | (Span & { kind: 'Raise'; exc: Expr | null; cause: Expr | null })
  | (Span & { kind: 'Delete'; targets: Expr[] })
  | (Span & { kind: 'Assert'; test: Expr; message: Expr | null })
  | (Span & { kind: 'TypeAlias'; name: string; value: Expr | null });

/** Any node of the tree. */
export type PyNode = Expr | Stmt | Keyword | Param | CompFor | ExceptHandler | WithItem | MatchCase;

/** The parsed module. */
export interface Module {
  body: Stmt[];
}

/** Calls back for every child node, in source order. */
export function forEachPyChild(node: PyNode, callback: (child: PyNode) => void): void {
  const record = node as unknown as Record<string, unknown>;
  for (const key in record) {
    const value = record[key];
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== null && typeof item === 'object' && 'kind' in item) callback(item as PyNode);
      }
    } else if (value !== null && typeof value === 'object' && 'kind' in value) {
      callback(value as PyNode);
    }
  }
}
