import type { LessonPageData, TutorialPath } from './types.ts';

/** The page data of the `index`-th lesson of `path` (the generator writes one module per lesson from it). */
export function lessonPageData(path: TutorialPath, index: number): LessonPageData {
  const lesson = path.lessons[index];
  if (!lesson) throw new Error(`${path.route} has no lesson ${index}.`);
  const link = (item: { route: string; title: string } | undefined) =>
    item ? { route: item.route, title: item.title } : null;
  return {
    lesson,
    path: { route: path.route, title: path.title },
    previous: link(path.lessons[index - 1]),
    next: link(path.lessons[index + 1]),
  };
}
