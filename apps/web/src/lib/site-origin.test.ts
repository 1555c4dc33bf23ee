import { describe, expect, it } from 'vitest';
import { SAMPLE_ORIGIN, withSiteOrigin } from './site-origin';

describe('withSiteOrigin', () => {
  it('replaces every sample address in code with the real one', () => {
    const html = `<code>curl ${SAMPLE_ORIGIN}/api/projects/ &amp;&amp; fetch('${SAMPLE_ORIGIN}/auth/v1/token')</code>`;
    expect(withSiteOrigin(html, 'https://hammurabi.example')).toBe(
      `<code>curl https://hammurabi.example/api/projects/ &amp;&amp; fetch('https://hammurabi.example/auth/v1/token')</code>`,
    );
  });

  it('escapes an address that could break the markup and leaves other text alone', () => {
    expect(withSiteOrigin(`<a>${SAMPLE_ORIGIN}</a>`, 'http://x"<y>')).toBe('<a>http://x&quot;&lt;y&gt;</a>');
    expect(withSiteOrigin('<p>no sample here</p>', 'https://a.example')).toBe('<p>no sample here</p>');
  });
});
