// The light entry point: types, small page data and lazy loaders. Heavy parts have their own
// entry points (./search, ./tutorials, ./articles, ./routes) so the browser loads them on demand.
export * from './company.ts';
export * from './home.ts';
export * from './types.ts';
export { pageLoaders, pageRoutes } from './generated/page-loaders.ts';
export { lessonPageData } from './lesson-page.ts';
