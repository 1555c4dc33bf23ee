// @vitest-environment jsdom
import { routeDataElement } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { embeddedData } from './route-data';

/** A document whose head holds `blocks`, parsed as the browser parses the server's HTML. */
function documentWith(blocks: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${blocks}</head><body></body></html>`,
    'text/html',
  );
}

describe('the data block of the HTML', () => {
  const page = { title: 'Docs', html: '<p>See </script> & more</p>' };

  it('gives the value written for the key asked for', () => {
    const root = documentWith(routeDataElement('pages/docs', page));
    expect(embeddedData('pages/docs', root)).toEqual(page);
    // Kept after the first read: a later visit to the page reads the same value.
    expect(embeddedData('pages/docs', documentWith(''))).toEqual(page);
  });

  it('gives nothing for another key or a document without a block', () => {
    expect(embeddedData('pages/faq', documentWith(routeDataElement('pages/other', page)))).toBeUndefined();
    expect(embeddedData('lessons/beginner/functions', documentWith(''))).toBeUndefined();
  });
});
