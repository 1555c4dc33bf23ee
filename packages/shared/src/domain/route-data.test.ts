import { describe, expect, it } from 'vitest';
import { lessonKey, routeDataElement, writtenPageKey } from './route-data.ts';

/** The text between the data block's tags, as an HTML parser would end it: at the first `</script`. */
function blockText(html: string): string {
  const start = html.indexOf('>') + 1;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('route data blocks', () => {
  it('name the content modules the screens load otherwise', () => {
    expect(writtenPageKey('faq')).toBe('pages/faq');
    expect(lessonKey('beginner', 'first-program')).toBe('lessons/beginner/first-program');
  });

  it('carry a value whose text would close the element or open a comment, and read back equal', () => {
    const value = { html: '<p>a</p></script><script>alert(1)</script><!-- x -->', amp: 'a & b', line: 'x\u2028y' };
    const html = routeDataElement('pages/docs', value);
    expect(html.startsWith('<script type="application/json" id="route-data" data-key="pages/docs">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    const text = blockText(html);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes the key as an attribute', () => {
    expect(routeDataElement('a"b<c&d', 1)).toContain('data-key="a&quot;b&lt;c&amp;d"');
  });
});
