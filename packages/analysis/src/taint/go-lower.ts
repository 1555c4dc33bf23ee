/** Lowers a Lezer Go tree into the taint pass's statements and expressions (ir.ts). */
import type { SyntaxNode, Tree } from '@lezer/common';
import type { Expr, FlowFile, FlowFunction, Literal, Param, Stmt, SwitchCase } from './ir.ts';
import { childNodes, literalText, type Source } from './lower-utils.ts';

const SKIPPED =
  /^[(){}[\];,.:=*&]$|^(:=|<-|ArithOp|CompareOp|LogicOp|BitOp|UpdateOp|IncDecOp|DerefOp|if|else|for|range|switch|case|default|return|go|defer|func|var|const|break|continue|fallthrough|LineComment|BlockComment)$/;
const OPERATOR = /Op$|^(<-|&|\*|!|-|\+|\^)$/;

function kids(node: SyntaxNode): SyntaxNode[] {
  return childNodes(node).filter((child) => !SKIPPED.test(child.name) && !child.type.isError);
}

/** Lowers one Go file. */
export function lowerGo(tree: Tree, source: Source): FlowFile {
  const functions: FlowFunction[] = [];
  const constants = new Map<string, Literal>();
  const text = (node: SyntaxNode) => source.text.slice(node.from, node.to);
  const none: Expr = { k: 'other', parts: [] };

  const literal = (node: SyntaxNode): Literal | undefined => {
    switch (node.name) {
      case 'String':
      case 'Rune':
        return literalText(text(node));
      case 'Number': {
        const value = Number(text(node).replace(/_/g, ''));
        return Number.isNaN(value) ? undefined : value;
      }
      case 'Bool':
        return text(node) === 'true';
      case 'Nil':
        return null;
    }
    return undefined;
  };

  /**
   * @lezer/go reads `"a" + m["k"]` as `("a" + m)["k"]` (and so for `.field` and calls): a postfix
   * expression whose operand is an unparenthesised binary one applies to its right-most operand.
   */
  const postfixOnBinary = (operand: Expr, apply: (inner: Expr) => Expr): Expr =>
    operand.k === 'bin' ? { ...operand, right: postfixOnBinary(operand.right, apply) } : apply(operand);

  const expr = (node: SyntaxNode | null | undefined): Expr => {
    if (!node) return none;
    const value = literal(node);
    if (value !== undefined) return { k: 'lit', value };
    const parts = kids(node);
    /** The operand of a postfix expression, rotated into a binary one the grammar put around it. */
    const postfix = (operand: SyntaxNode | null | undefined, apply: (inner: Expr) => Expr): Expr =>
      operand?.name === 'BinaryExp' ? postfixOnBinary(expr(operand), apply) : apply(expr(operand));
    switch (node.name) {
      case 'VariableName':
      case 'DefName':
        return { k: 'name', name: text(node) };
      case 'ParenthesizedExpr':
      case 'TypeAssertion':
        return expr(parts[0]);
      case 'SelectorExpr': {
        const field = node.getChild('FieldName');
        const name = field ? text(field) : '';
        return postfix(parts[0], (object) => ({
          k: 'field',
          object,
          name,
          text: text(node),
          line: source.lineOf(node.from),
        }));
      }
      case 'CallExpr': {
        const callee = node.firstChild;
        const args = kids(node.getChild('Arguments') ?? node).map(expr);
        const line = source.lineOf(node.from);
        if (callee?.name === 'SelectorExpr') {
          const field = callee.getChild('FieldName');
          const method = field ? text(field) : '';
          const calleeText = text(callee).replace(/^[^]*[+\-*/%]\s*/, '');
          return postfix(callee.firstChild, (receiver) => ({
            k: 'call',
            callee: calleeText,
            method,
            receiver,
            args,
            line,
            text: text(node),
          }));
        }
        const name = callee ? text(callee) : '';
        return { k: 'call', callee: name, method: name, args, line, text: text(node) };
      }
      case 'Conversion':
        return expr(parts[parts.length - 1]);
      case 'IndexExpr':
        return postfix(parts[0], (object) => ({ k: 'index', object, key: expr(parts[1]) }));
      case 'SliceExpr':
        return expr(parts[0]);
      case 'BinaryExp': {
        const op = childNodes(node).find((child) => OPERATOR.test(child.name));
        return { k: 'bin', op: op ? text(op) : '?', left: expr(parts[0]), right: expr(parts[1]) };
      }
      case 'UnaryExp': {
        const op = node.firstChild;
        return { k: 'unary', op: op ? text(op) : '', operand: expr(parts[parts.length - 1]) };
      }
      case 'TypedLiteral': {
        const body = node.getChild('LiteralValue');
        const type = parts[0] ? text(parts[0]) : '';
        const elements = body?.getChildren('Element') ?? [];
        if (/^map\[/.test(type)) {
          return { k: 'new', type: 'Map', args: [], line: source.lineOf(node.from), text: text(node) };
        }
        if (/^\[/.test(type)) return { k: 'list', items: elements.map((element) => expr(kids(element).pop())) };
        return { k: 'other', parts: elements.map((element) => expr(kids(element).pop())) };
      }
      case 'FunctionLiteral':
        return none;
    }
    return { k: 'other', parts: parts.map(expr) };
  };

  /** `a, b := f()` and `a, b = x, y`: targets before the operator, values after. */
  const assignments = (node: SyntaxNode, line: number): Stmt[] => {
    const children = childNodes(node);
    const at = children.findIndex((child) => child.name === ':=' || child.name === '=' || child.name === 'UpdateOp');
    if (at < 0) return [];
    const op = children[at]?.name === 'UpdateOp' ? text(children[at]) : '=';
    const targets = children.slice(0, at).filter((child) => !SKIPPED.test(child.name));
    const values = children.slice(at + 1).filter((child) => !SKIPPED.test(child.name));
    return targets.map((target, index) => ({
      k: 'assign',
      target: expr(target),
      value: values.length === targets.length ? expr(values[index]) : index === 0 ? expr(values[0]) : none,
      op,
      line,
    }));
  };

  const statements = (node: SyntaxNode | null): Stmt[] => {
    if (!node) return [];
    if (node.name === 'Block') return kids(node).flatMap(statement);
    return statement(node);
  };

  const switchCases = (block: SyntaxNode | null): SwitchCase[] => {
    const cases: SwitchCase[] = [];
    for (const child of block ? kids(block) : []) {
      if (child.name === 'Case') {
        const tests = kids(child).map(expr);
        cases.push(tests.length ? { tests, body: [] } : { body: [] });
      } else {
        cases[cases.length - 1]?.body.push(...statement(child));
      }
    }
    return cases;
  };

  const statement = (node: SyntaxNode): Stmt[] => {
    const line = source.lineOf(node.from);
    const parts = kids(node);
    switch (node.name) {
      case 'VarDecl':
        return node.getChildren('VarSpec').length
          ? node.getChildren('VarSpec').flatMap((spec) => assignments(spec, line))
          : assignments(node, line);
      case 'Assignment':
        return assignments(node, line);
      case 'ExprStatement':
      case 'GoStatement':
      case 'DeferStatement':
        return parts[0] ? [{ k: 'expr', value: expr(parts[0]), line }] : [];
      case 'IfStatement': {
        const blocks = parts.filter((part) => part.name === 'Block' || part.name === 'IfStatement');
        const init = parts.filter((part) => part.name === 'VarDecl' || part.name === 'Assignment').flatMap(statement);
        const test = parts.find(
          (part) =>
            part.name !== 'Block' &&
            part.name !== 'IfStatement' &&
            part.name !== 'VarDecl' &&
            part.name !== 'Assignment',
        );
        return [
          ...init,
          {
            k: 'if',
            test: expr(test),
            then: statements(blocks[0] ?? null),
            otherwise: statements(blocks[1] ?? null),
            line,
          },
        ];
      }
      case 'SwitchStatement': {
        const subject = parts.find((part) => part.name !== 'SwitchBlock');
        return [
          {
            k: 'switch',
            subject: subject ? expr(subject) : { k: 'lit', value: true },
            cases: switchCases(node.getChild('SwitchBlock')),
            line,
          },
        ];
      }
      case 'ForStatement': {
        const range = node.getChild('RangeClause');
        const setup: Stmt[] = [];
        if (range) {
          const names = range.getChildren('DefName');
          const iterable = kids(range)
            .filter((part) => part.name !== 'DefName')
            .pop();
          const element: Expr = {
            k: 'call',
            callee: 'next',
            method: 'next',
            receiver: expr(iterable),
            args: [],
            line,
            text: '',
          };
          names.forEach((name, index) =>
            setup.push({
              k: 'assign',
              target: expr(name),
              value: index === names.length - 1 ? element : none,
              op: '=',
              line,
            }),
          );
        }
        return [{ k: 'loop', body: [...setup, ...statements(node.getChild('Block'))], line }];
      }
      case 'ReturnStatement':
        return [parts[0] ? { k: 'return', value: expr(parts[0]), line } : { k: 'return', line }];
      case 'Block':
        return [{ k: 'block', body: statements(node) }];
      case 'LabeledStatement':
        return [{ k: 'block', body: parts.flatMap(statement) }];
    }
    if (/^break|^BreakStatement$/.test(node.name)) return [{ k: 'break', line }];
    return /Expr$|Exp$/.test(node.name) ? [{ k: 'expr', value: expr(node), line }] : [];
  };

  const params = (node: SyntaxNode | null): Param[] =>
    (node?.getChildren('Parameter') ?? []).flatMap((param) => {
      const type = kids(param)
        .filter((part) => part.name !== 'DefName')
        .pop();
      return param
        .getChildren('DefName')
        .map((name) => ({ name: text(name), type: type ? text(type) : '', annotations: [] }));
    });

  tree.iterate({
    enter(ref) {
      if (ref.name === 'FunctionDecl' || ref.name === 'MethodDecl') {
        const node = ref.node;
        const name = node.getChild(ref.name === 'FunctionDecl' ? 'DefName' : 'FieldName');
        const lists = node.getChildren('Parameters');
        const body = node.getChild('Block');
        const own = lists[ref.name === 'FunctionDecl' ? 0 : 1] ?? null;
        if (name && body) {
          functions.push({
            name: text(name),
            params: params(own),
            body: statements(body),
            line: source.lineOf(node.from),
            endLine: source.lineOf(node.to),
          });
        }
        return undefined;
      }
      if (ref.name === 'FunctionLiteral') {
        // Handlers written inline (`http.HandleFunc("/", func(w, r) {…})`) are functions of their own.
        const node = ref.node;
        const body = node.getChild('Block');
        if (body) {
          functions.push({
            name: '',
            params: params(node.getChild('Parameters')),
            body: statements(body),
            line: source.lineOf(node.from),
            endLine: source.lineOf(node.to),
          });
        }
        return undefined;
      }
      if (ref.name === 'ConstSpec') {
        const node = ref.node;
        const names = node.getChildren('DefName');
        const values = kids(node).filter((part) => literal(part) !== undefined);
        names.forEach((name, index) => {
          const value = values[index] ? literal(values[index]) : undefined;
          if (value !== undefined) constants.set(text(name), value);
        });
      }
      return undefined;
    },
  });
  return { functions, constants };
}
