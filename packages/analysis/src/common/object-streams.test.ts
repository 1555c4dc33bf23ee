/** Java object streams (SEC006): reported unless an allow-list filter is set before the first read. */
import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';

function streamLines(body: readonly string[]): number[] {
  const content = ['class Load {', '  Object load(java.io.InputStream raw) throws Exception {', ...body, '  }', '}'];
  return analyzeCode({ filename: 'Load.java', content: content.join('\n') })
    .findings.filter((finding) => finding.ruleId === 'SEC006')
    .map((finding) => finding.startLine);
}

describe('ObjectInputStream', () => {
  it('is not reported when an allow-list filter is set on the stream before readObject', () => {
    expect(
      streamLines([
        '    ObjectInputStream in = new ObjectInputStream(raw);',
        '    in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.*;!*"));',
        '    return in.readObject();',
      ]),
    ).toEqual([]);
  });

  it('is reported without a filter, with one set after the read, and with one that allows everything', () => {
    expect(
      streamLines(['    ObjectInputStream in = new ObjectInputStream(raw);', '    return in.readObject();']),
    ).toEqual([3]);
    expect(
      streamLines([
        '    ObjectInputStream in = new ObjectInputStream(raw);',
        '    Object value = in.readObject();',
        '    in.setObjectInputFilter(FILTER);',
        '    return value;',
      ]),
    ).toEqual([3]);
    expect(
      streamLines([
        '    ObjectInputStream in = new ObjectInputStream(raw);',
        '    in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.*"));',
        '    return in.readObject();',
      ]),
    ).toEqual([3]);
  });

  it('is not reported anywhere in a file that sets the JVM-wide filter', () => {
    expect(
      streamLines([
        '    ObjectInputFilter.Config.setSerialFilter(ObjectInputFilter.Config.createFilter("com.example.*;!*"));',
        '    return new ObjectInputStream(raw).readObject();',
      ]),
    ).toEqual([]);
  });
});
