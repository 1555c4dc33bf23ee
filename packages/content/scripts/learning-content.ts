/**
 * Reads the learning paths of content/learning/*.md (everything is in the front matter) into
 * LearningContent. Reading modules point at a tutorial lesson (`lesson`) or a section of the
 * course curriculum (`section`) so the text is written once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type {
  ContentPage,
  ExerciseLanguage,
  ContentSection,
  LearningContent,
  LearningDifficulty,
  LearningExerciseContent,
  LearningModuleContent,
  LearningModuleType,
  LearningPathContent,
  LearningQuestionContent,
  TutorialLesson,
  TutorialPath,
} from '../src/types.ts';
import { field, splitFrontMatter } from './parse-markdown.ts';
import { renderMarkdown } from './render-markdown.ts';

const difficulties: LearningDifficulty[] = ['Beginner', 'Intermediate', 'Advanced'];
const moduleTypes: LearningModuleType[] = ['walkthrough', 'interactive', 'guide', 'project', 'quiz', 'exercise'];
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Data = Record<string, unknown>;

/** A scalar of the front matter as text ('' when absent); YAML may read `42` as a number. */
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function sectionsHtml(sections: ContentSection[]): string {
  return sections
    .map(
      (section) =>
        `<h2>${section.title}</h2>${section.html}` +
        section.subsections.map((sub) => `<h3>${sub.title}</h3>${sub.html}`).join(''),
    )
    .join('');
}

function lessonHtml(lesson: TutorialLesson): string {
  return lesson.introHtml + sectionsHtml(lesson.sections);
}

function list(value: unknown, where: string): Data[] {
  if (!Array.isArray(value)) throw new Error(`${where}: expected a list`);
  return value as Data[];
}

const languages: ExerciseLanguage[] = ['python', 'javascript', 'java'];

/** An exercise; its difficulty defaults to its path's. */
function readExercise(data: Data, pathDifficulty: LearningDifficulty, where: string): LearningExerciseContent {
  const language = field(data, 'language', where) as ExerciseLanguage;
  if (!languages.includes(language)) throw new Error(`${where}: unknown language ${language}`);
  const difficulty = (scalar(data.difficulty) || pathDifficulty) as LearningDifficulty;
  if (!difficulties.includes(difficulty)) throw new Error(`${where}: unknown difficulty ${difficulty}`);
  const tests = list(data.tests, `${where} tests`).map((test, index) => ({
    id: `t${index + 1}`,
    name: field(test, 'name', where),
    input: scalar(test.input),
    expectedOutput: scalar(test.output),
    hidden: test.hidden === true,
  }));
  if (!tests.some((test) => test.hidden) || !tests.some((test) => !test.hidden)) {
    throw new Error(`${where}: an exercise needs visible and hidden tests`);
  }
  return {
    language,
    difficulty,
    laws: (data.laws as string[] | undefined) ?? [],
    starter: field(data, 'starter', where),
    solution: field(data, 'solution', where),
    tests,
  };
}

function readQuestions(value: unknown, where: string): LearningQuestionContent[] {
  return list(value, where).map((question) => {
    const choices = (question.choices as unknown[]).map(String);
    const answer = Number(question.answer);
    if (!Number.isInteger(answer) || answer < 0 || answer >= choices.length) {
      throw new Error(`${where}: the answer of ${String(question.id)} is not one of its choices`);
    }
    return { id: field(question, 'id', where), prompt: field(question, 'prompt', where), choices, answer };
  });
}

function readModule(data: Data, context: Context, where: string): LearningModuleContent {
  const id = field(data, 'id', where);
  if (!idPattern.test(id)) throw new Error(`${where}: module id ${id} must be lower-case words joined by -`);
  const lessonSlug = scalar(data.lesson);
  const sectionId = scalar(data.section);
  const lesson = lessonSlug ? context.lessons.get(lessonSlug) : undefined;
  if (lessonSlug && !lesson) throw new Error(`${where}: no lesson ${lessonSlug} in the tutorial`);
  const section = sectionId ? context.curriculum.sections.find((item) => item.id === sectionId) : undefined;
  if (sectionId && !section) throw new Error(`${where}: no curriculum section ${sectionId}`);
  const type = (data.type ?? lesson?.type) as LearningModuleType;
  if (!moduleTypes.includes(type)) throw new Error(`${where}: unknown module type ${type}`);
  const body = typeof data.body === 'string' ? renderMarkdown(data.body.trim()) : '';
  const html = lesson ? lessonHtml(lesson) : section ? sectionsHtml([section]) : body;
  const exercise =
    type === 'exercise' ? readExercise(data.exercise as Data, context.difficulty, `${where} ${id}`) : null;
  const questions = type === 'quiz' ? readQuestions(data.questions, `${where} ${id}`) : null;
  return {
    id,
    title: typeof data.title === 'string' ? data.title : (lesson?.title ?? field(data, 'title', where)),
    type,
    minutes: Number(data.minutes ?? Number.parseInt(lesson?.duration ?? '', 10)),
    lessonRoute: lesson?.route ?? null,
    html,
    exercise,
    questions,
  };
}

/**
 * A path's modules: its own `modules`, then those of its `parts` in order — YAML files of modules
 * beside it (`java-track/1-basics.yaml`), so a long track stays in files of readable size.
 */
function moduleList(data: Data, dir: string, where: string): Data[] {
  const parts = Array.isArray(data.parts) ? data.parts.map(String) : [];
  return [
    ...list(data.modules, where),
    ...parts.flatMap((part) => list(parseYaml(readFileSync(join(dir, part), 'utf8')), `content/learning/${part}`)),
  ];
}

interface Context {
  difficulty: LearningDifficulty;
  lessons: Map<string, TutorialLesson>;
  curriculum: ContentPage;
}

/** Loads every learning path with its modules, and the ids file. */
export function loadLearning(dir: string, tutorials: TutorialPath[], pages: ContentPage[]): LearningContent {
  const curriculum = pages.find((page) => page.slug === 'course-curriculum');
  if (!curriculum) throw new Error('learning: the course curriculum page is missing');
  const paths = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name): LearningPathContent & { order: number } => {
      const where = `content/learning/${name}`;
      const { data } = splitFrontMatter(readFileSync(join(dir, name), 'utf8'), where);
      const id = field(data, 'id', where);
      if (id !== basename(name, '.md')) throw new Error(`${where}: the file name must be the path id`);
      const difficulty = field(data, 'difficulty', where) as LearningDifficulty;
      if (!difficulties.includes(difficulty)) throw new Error(`${where}: unknown difficulty ${difficulty}`);
      const tutorial = tutorials.find((path) => path.level === data.tutorial);
      const lessons = new Map((tutorial?.lessons ?? []).map((lesson) => [lesson.slug, lesson]));
      return {
        id,
        order: Number(data.order ?? 99),
        title: field(data, 'title', where),
        description: field(data, 'description', where),
        difficulty,
        duration: field(data, 'duration', where),
        tags: (data.tags as unknown[]).map(String),
        tutorialRoute: tutorial?.route ?? (typeof data.curriculum === 'string' ? data.curriculum : null),
        modules: moduleList(data, dir, where).map((module) =>
          readModule(module, { difficulty, lessons, curriculum }, where),
        ),
      };
    })
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map(({ order: _order, ...path }) => path);
  const ids = parseYaml(readFileSync(join(dir, 'ids.yaml'), 'utf8')) as {
    published?: string[];
    retired?: Record<string, string> | null;
  };
  return { paths, published: ids.published ?? [], retired: ids.retired ?? {} };
}
