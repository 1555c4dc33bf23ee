/** Lowers a Babel JavaScript/TypeScript AST into the taint pass's statements and expressions (ir.ts). */
import type { Node, Program } from '@babel/types';
import type { Expr, FlowFile, FlowFunction, Literal, Param, Stmt, SwitchCase } from './ir.ts';
import {
  dotted,
  EXPRESSIONS,
  type FunctionNode,
  isFunction,
  type LoweredExpression,
  type LoweredStatement,
  NONE,
  STATEMENTS,
} from './js-nodes.ts';

/** Lowers one parsed JavaScript/TypeScript program. */
export function lowerJavaScript(program: Program, content: string): FlowFile {
  const functions: FlowFunction[] = [];
  const constants = new Map<string, Literal>();
  const text = (node: Node) => content.slice(node.start ?? 0, node.end ?? 0);
  const lineOf = (node: Node) => node.loc?.start.line ?? 0;

  /** A function met inside an expression: lowered on its own, named by where it stands. */
  const collect = (fn: FunctionNode, name: string, role: string) => {
    const params: Param[] = fn.params.map((param, index) => {
      const inner =
        param.type === 'AssignmentPattern'
          ? param.left
          : param.type === 'TSParameterProperty'
            ? param.parameter
            : param;
      const id =
        inner.type === 'Identifier'
          ? inner.name
          : inner.type === 'AssignmentPattern' && inner.left.type === 'Identifier'
            ? inner.left.name
            : `#${index}`;
      const type =
        inner.type === 'Identifier' && inner.typeAnnotation && inner.typeAnnotation.type === 'TSTypeAnnotation'
          ? text(inner.typeAnnotation.typeAnnotation)
          : '';
      const decorators = ('decorators' in param ? (param.decorators ?? []) : []).map(
        (decorator) => `@${text(decorator.expression)}`,
      );
      return { name: id, type, annotations: [role, ...decorators] };
    });
    const prologue: Stmt[] = [];
    fn.params.forEach((param, index) => {
      const inner = param.type === 'AssignmentPattern' ? param.left : param;
      if (inner.type === 'ObjectPattern' || inner.type === 'ArrayPattern') {
        prologue.push(...destructure(inner, { k: 'name', name: `#${index}` }, lineOf(param)));
      }
    });
    const body =
      fn.body.type === 'BlockStatement'
        ? statements(fn.body.body)
        : [{ k: 'return', value: expr(fn.body), line: lineOf(fn.body) } as Stmt];
    functions.push({ name, params, body: [...prologue, ...body], line: lineOf(fn) });
  };

  const destructure = (pattern: Node, value: Expr, line: number): Stmt[] => {
    if (pattern.type === 'Identifier') {
      return [{ k: 'assign', target: { k: 'name', name: pattern.name }, value, op: '=', line }];
    }
    if (pattern.type === 'AssignmentPattern') return destructure(pattern.left, value, line);
    if (pattern.type === 'ObjectPattern') {
      return pattern.properties.flatMap((property) => {
        if (property.type === 'RestElement') return destructure(property.argument, value, line);
        const key =
          !property.computed && property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'StringLiteral'
              ? property.key.value
              : '';
        const inner: Expr = key
          ? { k: 'field', object: value, name: key, text: `${key}`, line }
          : { k: 'index', object: value, key: expr(property.key) };
        return destructure(property.value, inner, line);
      });
    }
    if (pattern.type === 'ArrayPattern') {
      return pattern.elements.flatMap((element, index) =>
        element ? destructure(element, { k: 'index', object: value, key: { k: 'lit', value: index } }, line) : [],
      );
    }
    return [];
  };

  const expr = (input: Node | null | undefined): Expr => {
    if (!input || !EXPRESSIONS.has(input.type)) return NONE;
    const node = input as LoweredExpression;
    switch (node.type) {
      case 'StringLiteral':
        return { k: 'lit', value: node.value };
      case 'NumericLiteral':
        return { k: 'lit', value: node.value };
      case 'BooleanLiteral':
        return { k: 'lit', value: node.value };
      case 'NullLiteral':
        return { k: 'lit', value: null };
      case 'Identifier':
        return node.name === 'undefined' ? { k: 'lit', value: null } : { k: 'name', name: node.name };
      case 'ThisExpression':
        return { k: 'name', name: 'this' };
      case 'TemplateLiteral':
        return node.expressions.reduce<Expr>(
          (left, inner, index) => ({
            k: 'bin',
            op: '+',
            left: { k: 'bin', op: '+', left, right: expr(inner) },
            right: { k: 'lit', value: node.quasis[index + 1]?.value.cooked ?? '' },
          }),
          { k: 'lit', value: node.quasis[0]?.value.cooked ?? '' },
        );
      case 'MemberExpression':
      case 'OptionalMemberExpression':
        if (node.computed) return { k: 'index', object: expr(node.object), key: expr(node.property) };
        return {
          k: 'field',
          object: expr(node.object),
          name: node.property.type === 'Identifier' ? node.property.name : text(node.property),
          text: dotted(node) || text(node),
          line: lineOf(node),
        };
      case 'CallExpression':
      case 'OptionalCallExpression': {
        const callee = node.callee;
        const args = node.arguments.map((arg) => (arg.type === 'SpreadElement' ? expr(arg.argument) : expr(arg)));
        node.arguments.forEach((arg, index) => {
          if (isFunction(arg)) collect(arg, '', `${dotted(callee) || text(callee)}#${index}`);
        });
        const common = { args, line: lineOf(node), text: text(node) };
        if ((callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') && !callee.computed) {
          const method = callee.property.type === 'Identifier' ? callee.property.name : text(callee.property);
          return {
            k: 'call',
            callee: dotted(callee) || `${text(callee.object)}.${method}`,
            method,
            receiver: expr(callee.object),
            ...common,
          };
        }
        const name = dotted(callee) || text(callee);
        return { k: 'call', callee: name, method: name, ...common };
      }
      case 'NewExpression': {
        const type = dotted(node.callee) || text(node.callee);
        return {
          k: 'new',
          type,
          args: node.arguments.map((arg) => (arg.type === 'SpreadElement' ? expr(arg.argument) : expr(arg))),
          line: lineOf(node),
          text: text(node),
        };
      }
      case 'BinaryExpression':
      case 'LogicalExpression':
        return {
          k: 'bin',
          op: node.operator === '??' ? '||' : node.operator,
          left: expr(node.left),
          right: expr(node.right),
        };
      case 'UnaryExpression':
        return { k: 'unary', op: node.operator, operand: expr(node.argument) };
      case 'ConditionalExpression':
        return { k: 'cond', test: expr(node.test), then: expr(node.consequent), otherwise: expr(node.alternate) };
      case 'ArrayExpression':
        return {
          k: 'list',
          items: node.elements.map((element) =>
            element?.type === 'SpreadElement' ? expr(element.argument) : expr(element),
          ),
        };
      case 'ObjectExpression': {
        const keys: (Expr | null)[] = [];
        const values: Expr[] = [];
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            keys.push(null);
            values.push(expr(property.argument));
          } else if (property.type === 'ObjectProperty') {
            const key =
              !property.computed && property.key.type === 'Identifier'
                ? property.key.name
                : property.key.type === 'StringLiteral'
                  ? property.key.value
                  : undefined;
            keys.push(key === undefined ? expr(property.key) : { k: 'lit', value: key });
            values.push(isFunction(property.value) ? NONE : expr(property.value));
          } else {
            collect(property, property.key.type === 'Identifier' ? property.key.name : '', '');
          }
        }
        return { k: 'dict', keys, values };
      }
      case 'AwaitExpression':
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
      case 'ParenthesizedExpression':
        return expr(node.type === 'AwaitExpression' ? node.argument : node.expression);
      case 'AssignmentExpression':
        return expr(node.right);
      case 'SequenceExpression':
        return expr(node.expressions[node.expressions.length - 1]);
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        collect(node, '', '');
        return NONE;
    }
  };

  const assignment = (node: Extract<Node, { type: 'AssignmentExpression' }>, line: number): Stmt[] => {
    if (node.left.type === 'ObjectPattern' || node.left.type === 'ArrayPattern') {
      return destructure(node.left, expr(node.right), line);
    }
    if (isFunction(node.right)) {
      collect(node.right, dotted(node.left), '');
      return [];
    }
    return [
      {
        k: 'assign',
        target: expr(node.left),
        value: expr(node.right),
        op: node.operator === '+=' ? '+=' : '=',
        line,
      },
    ];
  };

  const statements = (body: readonly Node[]): Stmt[] => body.flatMap(statement);
  const block = (node: Node | null | undefined): Stmt[] =>
    !node ? [] : node.type === 'BlockStatement' ? statements(node.body) : statement(node);

  const statement = (input: Node): Stmt[] => {
    if (!STATEMENTS.has(input.type)) return [];
    const node = input as LoweredStatement;
    const line = lineOf(node);
    switch (node.type) {
      case 'VariableDeclaration':
        return node.declarations.flatMap((declarator) => {
          if (isFunction(declarator.init) && declarator.id.type === 'Identifier') {
            collect(declarator.init, declarator.id.name, '');
            return [];
          }
          if (
            node.kind === 'const' &&
            program.body.includes(node) &&
            declarator.id.type === 'Identifier' &&
            declarator.init &&
            /^(StringLiteral|NumericLiteral|BooleanLiteral)$/.test(declarator.init.type)
          ) {
            const value = expr(declarator.init);
            if (value.k === 'lit') constants.set(declarator.id.name, value.value);
          }
          return destructure(declarator.id, declarator.init ? expr(declarator.init) : { k: 'lit', value: null }, line);
        });
      case 'ExpressionStatement':
        return node.expression.type === 'AssignmentExpression'
          ? assignment(node.expression, line)
          : [{ k: 'expr', value: expr(node.expression), line }];
      case 'IfStatement':
        return [
          { k: 'if', test: expr(node.test), then: block(node.consequent), otherwise: block(node.alternate), line },
        ];
      case 'SwitchStatement':
        return [
          {
            k: 'switch',
            subject: expr(node.discriminant),
            cases: node.cases.map((arm): SwitchCase =>
              arm.test
                ? { tests: [expr(arm.test)], body: statements(arm.consequent) }
                : { body: statements(arm.consequent) },
            ),
            line,
          },
        ];
      case 'ForStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
        return [
          ...(node.type === 'ForStatement' && node.init
            ? statement(
                node.init.type === 'VariableDeclaration'
                  ? node.init
                  : { type: 'ExpressionStatement', expression: node.init },
              )
            : []),
          { k: 'loop', body: block(node.body), line },
        ];
      case 'ForOfStatement':
      case 'ForInStatement': {
        const element: Expr = {
          k: 'call',
          callee: 'next',
          method: 'next',
          receiver: expr(node.right),
          args: [],
          line,
          text: '',
        };
        const target = node.left.type === 'VariableDeclaration' ? node.left.declarations[0]?.id : node.left;
        return [
          { k: 'loop', body: [...(target ? destructure(target, element, line) : []), ...block(node.body)], line },
        ];
      }
      case 'TryStatement':
        return [
          { k: 'block', body: block(node.block) },
          ...(node.handler
            ? [{ k: 'if', test: NONE, then: block(node.handler.body), otherwise: [], line } as Stmt]
            : []),
          ...block(node.finalizer),
        ];
      case 'ReturnStatement':
        return [node.argument ? { k: 'return', value: expr(node.argument), line } : { k: 'return', line }];
      case 'ThrowStatement':
        return [{ k: 'throw', line }];
      case 'BreakStatement':
        return [{ k: 'break', line }];
      case 'BlockStatement':
        return [{ k: 'block', body: statements(node.body) }];
      case 'LabeledStatement':
        return statement(node.body);
      case 'FunctionDeclaration':
        collect(node, node.id?.name ?? '', '');
        return [];
      case 'ClassDeclaration':
      case 'ClassExpression':
        for (const member of node.body.body) {
          if (member.type === 'ClassMethod' || member.type === 'ClassPrivateMethod') {
            collect(member, member.key.type === 'Identifier' ? member.key.name : '', '');
          }
        }
        return [];
      case 'ExportNamedDeclaration':
        return node.declaration ? statement(node.declaration) : [];
      case 'ExportDefaultDeclaration': {
        const declaration = node.declaration;
        if (isFunction(declaration)) {
          collect(declaration, 'default', 'default');
          return [];
        }
        return declaration.type === 'ClassDeclaration'
          ? statement(declaration)
          : [{ k: 'expr', value: expr(declaration), line }];
      }
    }
  };

  const body = statements(program.body);
  functions.push({ name: '<module>', params: [], body, line: 1 });
  return { functions, constants };
}
