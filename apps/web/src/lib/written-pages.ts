import { type ContentPage, pageLoaders } from '@hammurabi/content';
import { writtenPageKey } from '@hammurabi/shared';
import { embeddedData } from './route-data';

/**
 * The written page `slug` of the content package: from the HTML's data block when this is the
 * page the document was answered for, else loaded on demand; throws for an unknown slug.
 */
export async function loadWrittenPage(slug: string): Promise<ContentPage> {
  const embedded = embeddedData<ContentPage>(writtenPageKey(slug));
  if (embedded) return embedded;
  const loader = pageLoaders[slug];
  if (!loader) throw new Error(`No written page "${slug}".`);
  return (await loader()).default;
}
