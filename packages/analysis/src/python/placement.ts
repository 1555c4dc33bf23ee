/**
 * Statements Python accepts only in some blocks: `return` in a function, `break` and `continue`
 * in a loop. CPython refuses such a file with a SyntaxError before it runs a line, so the engine
 * does too; a newcomer's `return` left at the top level means the lines above it fell out of the
 * function.
 */
import type { Stmt } from './ast.ts';
import { PythonSyntaxError } from './tokens.ts';

interface Place {
  inFunction: boolean;
  inLoop: boolean;
}

const NEEDS: Partial<Record<Stmt['kind'], { where: keyof Place; message: string }>> = {
  Return: { where: 'inFunction', message: "'return' outside function" },
  Break: { where: 'inLoop', message: "'break' outside loop" },
  Continue: { where: 'inLoop', message: "'continue' not properly in loop" },
};

/** Throws Python's own SyntaxError for the first statement outside the block it needs. */
export function checkPlacement(body: readonly Stmt[], place: Place = { inFunction: false, inLoop: false }): void {
  for (const statement of body) {
    const needs = NEEDS[statement.kind];
    if (needs && !place[needs.where]) throw new PythonSyntaxError(needs.message, statement.line);
    for (const [block, inner] of blocksOf(statement, place)) checkPlacement(block, inner);
  }
}

/** The statement's nested blocks, each with where it stands. */
function blocksOf(statement: Stmt, place: Place): [readonly Stmt[], Place][] {
  if (statement.kind === 'FunctionDef') return [[statement.body, { inFunction: true, inLoop: false }]];
  if (statement.kind === 'ClassDef') return [[statement.body, { inFunction: false, inLoop: false }]];
  // A loop's else runs after the loop: its break belongs to an outer loop.
  if (statement.kind === 'For' || statement.kind === 'While') {
    return [
      [statement.body, { ...place, inLoop: true }],
      [statement.orelse, place],
    ];
  }
  if (statement.kind === 'If') return [statement.body, statement.orelse].map((block) => [block, place]);
  if (statement.kind === 'Try') {
    const blocks = [statement.body, ...statement.handlers.map((handler) => handler.body), statement.orelse];
    return [...blocks, statement.finalbody].map((block) => [block, place]);
  }
  if (statement.kind === 'With') return [[statement.body, place]];
  if (statement.kind === 'Match') return statement.cases.map((matchCase) => [matchCase.body, place]);
  return [];
}
