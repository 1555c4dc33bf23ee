import { pageLoaders } from '@hammurabi/content';

/** The written page `slug` of the content package, loaded on demand; throws for an unknown slug. */
export async function loadWrittenPage(slug: string) {
  const loader = pageLoaders[slug];
  if (!loader) throw new Error(`No written page "${slug}".`);
  return (await loader()).default;
}
