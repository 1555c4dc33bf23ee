// @vitest-environment jsdom
import { forEachDiagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installLayoutStandIns } from '@/test/jsdom-layout';
import { CodeEditor, type EditorDiagnostic } from './code-editor';

installLayoutStandIns();
afterEach(cleanup);

function shownMarks(view: EditorView): Array<[number, number]> {
  const marks: Array<[number, number]> = [];
  forEachDiagnostic(view.state, (_diagnostic, from, to) => marks.push([from, to]));
  return marks;
}

describe('CodeEditor', () => {
  it('shows marks worked out for a longer, older text within the text it has (a reset sample)', () => {
    let view: EditorView | null = null;
    const stale: EditorDiagnostic[] = [
      { from: 0, to: 4, severity: 'warning', message: 'fits' },
      { from: 6, to: 40, severity: 'error', message: 'runs past the end' },
      { from: 30, to: 40, severity: 'error', message: 'starts past the end' },
    ];
    render(
      <CodeEditor
        initialDoc={'let a;\nlet b;'}
        language="javascript"
        readOnly={false}
        placeholder=""
        label="Code"
        diagnostics={stale}
        onReady={(ready) => {
          view = ready;
        }}
      />,
    );
    expect(view).not.toBeNull();
    expect(shownMarks(view!)).toEqual([
      [0, 4],
      [6, 13],
    ]);
  });
});
