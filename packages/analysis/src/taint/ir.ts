/**
 * The small statement and expression language every front end lowers a function into for the
 * shared taint pass (docs/decisions/081). It keeps only what data flow needs: assignments, calls,
 * literals, branches, switches, loops and returns, each with its 1-based line.
 */

/** A literal's value; `null` stands for null/nil/None. */
export type Literal = string | number | boolean | null;

/** An expression. `text` is the source text of calls and member reads, for messages and matching. */
export type Expr =
  | { k: 'lit'; value: Literal }
  | { k: 'name'; name: string }
  | {
      k: 'call';
      callee: string;
      method: string;
      receiver?: Expr;
      args: Expr[];
      line: number;
      text: string;
      /** Keyword arguments (Python `shell=True`, JS option objects are plain args). */
      keywords?: { name: string; value: Expr }[];
    }
  | { k: 'new'; type: string; args: Expr[]; line: number; text: string }
  | { k: 'bin'; op: string; left: Expr; right: Expr }
  | { k: 'unary'; op: string; operand: Expr }
  | { k: 'index'; object: Expr; key: Expr }
  | { k: 'field'; object: Expr; name: string; text: string; line: number }
  | { k: 'cond'; test: Expr; then: Expr; otherwise: Expr }
  | { k: 'list'; items: Expr[] }
  /** A dict/object literal; a null key is a spread (`**other`, `...other`). */
  | { k: 'dict'; keys: (Expr | null)[]; values: Expr[] }
  /** Anything else: its value depends on its parts. */
  | { k: 'other'; parts: Expr[] };

/** A statement. */
export type Stmt =
  | { k: 'assign'; target: Expr; value: Expr; op: string; line: number }
  | { k: 'expr'; value: Expr; line: number }
  | { k: 'if'; test: Expr; then: Stmt[]; otherwise: Stmt[]; line: number }
  | { k: 'switch'; subject: Expr; cases: SwitchCase[]; line: number }
  | { k: 'loop'; body: Stmt[]; line: number }
  | { k: 'return'; value?: Expr; line: number }
  | { k: 'throw'; line: number }
  | { k: 'break'; line: number }
  | { k: 'block'; body: Stmt[] };

/** One arm of a switch; `tests` is undefined for `default`. */
export interface SwitchCase {
  tests?: Expr[];
  body: Stmt[];
}

/** A parameter with its declared type and annotations (Java) as written. */
export interface Param {
  name: string;
  type: string;
  annotations: string[];
}

/** A function or method lowered for the taint pass. */
export interface FlowFunction {
  name: string;
  params: Param[];
  body: Stmt[];
  line: number;
  /** The last line, where the front end knows it (Lezer trees), to tell which functions a broken tree read whole. */
  endLine?: number;
  /** Decorators or annotations of the function as written (`@app.route("/x")`). */
  annotations?: string[];
  /** The class it is declared in, when the language has classes. */
  owner?: string;
}

/** A whole file: its functions and the constant fields (Java `final`, Go `const`) they may read. */
export interface FlowFile {
  functions: FlowFunction[];
  constants: Map<string, Literal>;
}
