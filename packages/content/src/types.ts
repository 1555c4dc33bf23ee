/** How the H3 subsections of a section are shown (set with `<!-- display: … -->` under its H2). */
export type SubsectionDisplay =
  'plain' | 'accordion' | 'accordion-single' | 'tabs' | 'cards' | 'steps' | 'collapsible' | 'laws';

/** How the H2 sections of a page are laid out (front matter `layout`). */
export type PageLayout = 'article' | 'accordion' | 'collapsible' | 'sections';

/** An H3 part of a section: a subsection, question, module, tab, card or step. */
export interface ContentSubsection {
  /** The anchor id, unique on the page. */
  id: string;
  title: string;
  /** Markdown below the H3 heading. */
  markdown: string;
  /** The same, rendered to sanitised, highlighted HTML at generation time. */
  html: string;
  /** Shown expanded at first (collapsible displays; `{open}` after the heading). */
  open: boolean;
}

/** An H2 part of a page. */
export interface ContentSection {
  id: string;
  title: string;
  display: SubsectionDisplay;
  /** Shown expanded at first (collapsible layouts; `{open}` after the heading). */
  open: boolean;
  /** Markdown between the H2 heading and its first H3. */
  markdown: string;
  /** The same, rendered to sanitised, highlighted HTML at generation time. */
  html: string;
  subsections: ContentSubsection[];
}

/** A written page of the site, compiled from `content/pages/<slug>.md`. */
export interface ContentPage {
  slug: string;
  route: string;
  title: string;
  description: string;
  layout: PageLayout;
  /** Markdown before the first H2. */
  intro: string;
  /** The intro rendered to HTML. */
  introHtml: string;
  sections: ContentSection[];
}

/** The four tutorial paths. */
export type TutorialLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert';

/** The kinds of tutorial item. */
export type LessonType = 'walkthrough' | 'interactive' | 'guide' | 'project';

/** A lesson of a tutorial path, compiled from `content/tutorials/<level>/<nn>-<slug>.md`. */
export interface TutorialLesson {
  slug: string;
  level: TutorialLevel;
  route: string;
  order: number;
  title: string;
  summary: string;
  type: LessonType;
  /** Reading or working time, e.g. "15 min". */
  duration: string;
  intro: string;
  introHtml: string;
  sections: ContentSection[];
}

/** A tutorial path with its lessons, compiled from `content/tutorials/<level>/index.md`. */
export interface TutorialPath {
  level: TutorialLevel;
  route: string;
  title: string;
  summary: string;
  audience: string;
  intro: string;
  introHtml: string;
  lessons: TutorialLesson[];
}

/** A lesson as the tutorial outline lists it: without its text. */
export type TutorialLessonSummary = Omit<TutorialLesson, 'intro' | 'introHtml' | 'sections'>;

/** A tutorial path whose lessons are summaries; each lesson's text loads on its own. */
export type TutorialOutlinePath = Omit<TutorialPath, 'lessons'> & { lessons: TutorialLessonSummary[] };

/** A knowledge-base article, compiled from `content/knowledge-base/<slug>.md`. */
export interface KnowledgeArticle {
  slug: string;
  route: string;
  title: string;
  summary: string;
  topic: string;
  intro: string;
  introHtml: string;
  sections: ContentSection[];
}

/** A route of the written site with the anchors that exist on it. */
export interface ContentRoute {
  route: string;
  title: string;
  anchors: string[];
}
export type * from './learning-types.ts';

/** A link to a tutorial path or lesson: where it is and what it is called. */
export interface TutorialLink {
  route: string;
  title: string;
}

/** Everything a lesson's page shows: the lesson, its path, and its neighbours in that path. */
export interface LessonPageData {
  lesson: TutorialLesson;
  path: TutorialLink;
  previous: TutorialLink | null;
  next: TutorialLink | null;
}
