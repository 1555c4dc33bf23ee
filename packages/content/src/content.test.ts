import { spawnSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { generateContentModules, readGeneratedModules } from '../scripts/generate-content.ts';
import { allPages } from './generated/all-pages.ts';
import { knowledgeArticles } from './generated/articles.ts';
import { contentRoutes } from './generated/routes.ts';
import { tutorialPaths } from './generated/tutorials.ts';
import { homeContent } from './home.ts';
import { lessonPageData } from './lesson-page.ts';
import { markdownCodeBlocks, markdownLinks, type CodeBlock } from './plain-text.ts';
import type { ContentPage, ContentSection } from './types.ts';

/** Routes of the app outside the written site, and server pages. */
const appRoutes = [
  '/',
  '/login',
  '/forgot-password',
  '/community',
  '/support',
  '/playground',
  '/snippets',
  '/hammurabi-ide',
  '/dashboard',
  '/projects',
  '/projects/new',
  '/learning',
  '/ai-assistant',
  '/profile',
  '/chat',
  '/code-review',
  '/about',
  '/careers',
  '/contact',
  '/privacy',
  '/terms',
  '/search',
  '/api/docs',
];

function sectionMarkdown(sections: ContentSection[]): { where: string; markdown: string }[] {
  return sections.flatMap((section) => [
    { where: `#${section.id}`, markdown: section.markdown },
    ...section.subsections.map((sub) => ({ where: `#${sub.id}`, markdown: sub.markdown })),
  ]);
}

/** Every Markdown text of the site with the route it appears on. */
const texts: { route: string; where: string; markdown: string }[] = [
  ...allPages.flatMap((page) =>
    [{ where: 'intro', markdown: page.intro }, ...sectionMarkdown(page.sections)].map((text) => ({
      route: page.route,
      ...text,
    })),
  ),
  ...tutorialPaths.flatMap((path) => [
    { route: path.route, where: 'intro', markdown: path.intro },
    ...path.lessons.flatMap((lesson) =>
      [{ where: 'intro', markdown: lesson.intro }, ...sectionMarkdown(lesson.sections)].map((text) => ({
        route: lesson.route,
        ...text,
      })),
    ),
  ]),
  ...knowledgeArticles.flatMap((article) =>
    [{ where: 'intro', markdown: article.intro }, ...sectionMarkdown(article.sections)].map((text) => ({
      route: article.route,
      ...text,
    })),
  ),
];

function page(slug: string): ContentPage {
  const found = allPages.find((item) => item.slug === slug);
  if (!found) throw new Error(`no page ${slug}`);
  return found;
}

function section(slug: string, id: string): ContentSection {
  const found = page(slug).sections.find((item) => item.id === id);
  if (!found) throw new Error(`no section ${slug}#${id}`);
  return found;
}

describe('generated content', () => {
  it('is fresh: src/generated matches content/ (run `npm run generate -w @hammurabi/content`)', async () => {
    const expected = await generateContentModules();
    const actual = readGeneratedModules();
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, text] of expected) expect(actual.get(path), path).toBe(text);
    // Compiling every page with highlighting takes seconds on a busy 2-core machine.
  }, 60_000);
});

describe('internal links', () => {
  const anchors = new Map(contentRoutes.map((route) => [route.route, new Set(route.anchors)]));
  const known = new Set([...anchors.keys(), ...appRoutes]);

  function problem(href: string, from: string): string | null {
    if (/^(https?:|mailto:)/.test(href)) return null;
    const [path = '', anchor] = href.startsWith('#') ? [from, href.slice(1)] : href.split('#');
    if (!known.has(path)) return `${href}: no route ${path}`;
    if (anchor && !anchors.get(path)?.has(anchor)) return `${href}: no anchor #${anchor} on ${path}`;
    return null;
  }

  it('every link in the written content goes to a route and anchor that exist', () => {
    const problems = texts.flatMap(({ route, where, markdown }) =>
      markdownLinks(markdown).flatMap((href) => {
        const found = problem(href, route);
        return found ? [`${route} ${where}: ${found}`] : [];
      }),
    );
    expect(problems).toEqual([]);
    expect(texts.flatMap((text) => markdownLinks(text.markdown)).length).toBeGreaterThan(60);
  });

  it('every link of the home page resolves, including the /docs anchors the site uses', () => {
    const hrefs = [...homeContent.quickStart, ...homeContent.featuredTopics].map((link) => link.href);
    const siteAnchors = [
      '/docs#getting-started',
      '/docs#features-overview',
      '/docs#api-integration',
      '/docs#multi-language-support',
      '/docs#integration-guides',
      '/docs#common-errors',
    ];
    expect([...hrefs, ...siteAnchors].flatMap((href) => problem(href, '/') ?? [])).toEqual([]);
  });
});

/** Parses Python sources with the real parser, in one child process for all of them. */
function checkPython(sources: string[]): (string | null)[] {
  const script =
    'import ast,json,sys\nout=[]\nfor src in json.load(sys.stdin):\n' +
    '    try:\n        ast.parse(src); out.append(None)\n' +
    '    except SyntaxError as e:\n        out.append(f"line {e.lineno}: {e.msg}")\nprint(json.dumps(out))';
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(sources) });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString()) as (string | null)[];
}

function checkCode({ language, code }: CodeBlock): string | null {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript': {
      const result = ts.transpileModule(code, {
        fileName: 'example.ts',
        reportDiagnostics: true,
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      });
      const errors = (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      return errors.length ? errors.join('; ') : null;
    }
    case 'python':
      return checkPython([code])[0] ?? null;
    case 'bash':
    case 'sh': {
      const run = spawnSync('bash', ['-n'], { input: code });
      return run.status === 0 ? null : run.stderr.toString();
    }
    case 'json':
      try {
        JSON.parse(code);
        return null;
      } catch (error) {
        return String(error);
      }
    case 'yaml':
      try {
        parseYaml(code);
        return null;
      } catch (error) {
        return String(error);
      }
    case 'dockerfile': {
      const instruction = /^(FROM|RUN|CMD|COPY|ADD|WORKDIR|ENV|ARG|USER|EXPOSE|ENTRYPOINT|LABEL|VOLUME|HEALTHCHECK)\s/;
      const bad = code.split('\n').filter((line) => line.trim() && !line.startsWith('#') && !instruction.test(line));
      return bad.length ? `not an instruction: ${bad.join(' | ')}` : null;
    }
    case 'hcl': {
      const depth = [...code].reduce((open, char) => open + (char === '{' ? 1 : char === '}' ? -1 : 0), 0);
      const quotes = (code.match(/"/g) ?? []).length;
      return depth === 0 && quotes % 2 === 0 ? null : 'unbalanced braces or quotes';
    }
    default:
      return `no checker for language "${language}" — tag the block with a checked language`;
  }
}

describe('code examples', () => {
  const blocks = texts.flatMap((text) =>
    markdownCodeBlocks(text.markdown).map((block) => ({ ...block, at: `${text.route} ${text.where}` })),
  );

  it('there are examples in every checked language', () => {
    const languages = new Set(blocks.map((block) => block.language));
    for (const language of ['python', 'js', 'ts', 'bash', 'yaml', 'dockerfile']) expect(languages).toContain(language);
  });

  it('every example is valid for its language', { timeout: 30_000 }, () => {
    const python = blocks.filter((block) => block.language === 'python');
    const pythonResults = checkPython(python.map((block) => block.code));
    const problems = [
      ...python.flatMap((block, index) =>
        pythonResults[index] ? [`${block.at} (python): ${pythonResults[index]}`] : [],
      ),
      ...blocks
        .filter((block) => block.language !== 'python')
        .flatMap((block) => {
          const found = checkCode(block);
          return found ? [`${block.at} (${block.language}): ${found}`] : [];
        }),
    ];
    expect(problems).toEqual([]);
    expect(blocks.length).toBeGreaterThan(30);
  });

  it('catches an invalid example (the checkers are not blind)', () => {
    expect(checkCode({ language: 'python', code: 'def broken(:\n' })).not.toBeNull();
    expect(checkCode({ language: 'ts', code: 'const = 1;' })).not.toBeNull();
    expect(checkCode({ language: 'bash', code: 'if then fi' })).not.toBeNull();
    expect(checkCode({ language: 'yaml', code: 'a: [1, 2' })).not.toBeNull();
  });
});

describe('page structure', () => {
  it('headings inside Markdown bodies start at level 4, so pages keep h1 → h2 → h3 order', () => {
    const offending = texts.filter(({ markdown }) =>
      markdown
        .replace(/```[\s\S]*?```/g, '')
        .split('\n')
        .some((line) => /^#{1,3}\s/.test(line)),
    );
    expect(offending.map((text) => `${text.route} ${text.where}`)).toEqual([]);
  });

  it('/docs has the five sections and every anchor the site links to', () => {
    expect(page('docs').sections.map((s) => s.id)).toEqual([
      'getting-started',
      'features-overview',
      'integration-guides',
      'best-practices',
      'limitations-and-known-issues',
    ]);
    expect(page('docs').sections.every((s) => s.subsections.length >= 3)).toBe(true);
    const anchors = contentRoutes.find((route) => route.route === '/docs')?.anchors ?? [];
    for (const id of ['api-integration', 'multi-language-support', 'common-errors']) expect(anchors).toContain(id);
  });

  it('/faq has the categories General, Usage and Troubleshooting with accordion answers', () => {
    expect(page('faq').sections.map((s) => s.title)).toEqual(['General', 'Usage', 'Troubleshooting']);
    expect(page('faq').sections.every((s) => s.display === 'accordion' && s.subsections.length >= 4)).toBe(true);
  });

  it('/troubleshoot is an accordion of the five issue types with both support links', () => {
    const troubleshoot = page('troubleshoot');
    expect(troubleshoot.layout).toBe('accordion');
    expect(troubleshoot.sections.map((s) => s.id)).toEqual([
      'installation',
      'code-generation',
      'performance',
      'integration',
      'other',
    ]);
    const all = JSON.stringify(troubleshoot);
    expect(all).toContain('[Visit Support Page](/support)');
    expect(all).toContain('[Open a Ticket](/support)');
    expect(all).toContain('(/faq)');
    expect(all).toContain('(/community)');
  });

  it('tutorials: four paths of four lessons, each typed and timed, using every type', () => {
    expect(tutorialPaths.map((path) => path.level)).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
    for (const path of tutorialPaths) {
      expect(path.lessons).toHaveLength(4);
      expect(new Set(path.lessons.map((lesson) => lesson.type))).toEqual(
        new Set(['walkthrough', 'interactive', 'guide', 'project']),
      );
      for (const lesson of path.lessons) {
        expect(lesson.duration).toMatch(/^\d+ min$/);
        expect(lesson.sections.length).toBeGreaterThanOrEqual(2);
        const lessonMarkdown = sectionMarkdown(lesson.sections).map((text) => text.markdown);
        expect(lessonMarkdown.flatMap((markdown) => markdownCodeBlocks(markdown)).length).toBeGreaterThan(0);
      }
    }
  });

  it('walkthroughs say they are written: no lesson is called a video, as none has one', () => {
    const walkthroughs = tutorialPaths.flatMap((path) =>
      path.lessons.filter((lesson) => lesson.type === 'walkthrough'),
    );
    expect(walkthroughs).toHaveLength(4);
    expect(walkthroughs.every((lesson) => lesson.intro.includes('written walkthrough'))).toBe(true);
    expect(JSON.stringify(tutorialPaths)).not.toMatch(/\bvideo\b/i);
  });

  it('/course-curriculum: four phases of weeks 1–4, 5–12, 13–18, 19–24 with single-open module accordions', () => {
    const curriculum = page('course-curriculum');
    const phases = curriculum.sections.filter((s) => s.id.startsWith('phase-'));
    expect(phases.map((s) => s.title.match(/Weeks (\d+–\d+)/)?.[1])).toEqual(['1–4', '5–12', '13–18', '19–24']);
    expect(phases.every((s) => s.display === 'accordion-single' && s.subsections.length === 4)).toBe(true);
    expect(section('course-curriculum', 'study-tracks').subsections.map((s) => s.title)).toEqual([
      '6-month intensive',
      '9-month balanced',
      '12-month steady',
    ]);
    expect(section('course-curriculum', 'certificate-tracks').subsections).toHaveLength(4);
    for (const id of ['resources', 'assessment', 'success-tips']) expect(section('course-curriculum', id)).toBeTruthy();
  });

  it('/knowledge-base: skills matrix tabs for months 1–3, 4–8 and 9–18, soft skills and a documentation example', () => {
    const matrix = section('knowledge-base', 'skills-matrix');
    expect(matrix.display).toBe('tabs');
    expect(matrix.subsections.map((s) => s.title)).toEqual(['Months 1–3', 'Months 4–8', 'Months 9–18']);
    expect(section('knowledge-base', 'soft-skills')).toBeTruthy();
    expect(markdownCodeBlocks(section('knowledge-base', 'code-documentation-example').markdown)).toHaveLength(1);
  });

  it('/programming: three collapsible parts, the first two open', () => {
    const guide = page('programming');
    expect(guide.layout).toBe('collapsible');
    expect(guide.sections.map((s) => s.open)).toEqual([true, true, false]);
  });

  it('the principle and workflow pages have the counts', () => {
    expect(section('code-processor', 'stages').subsections).toHaveLength(8);
    expect(section('developer-toolkit', 'toolkit').subsections.map((s) => s.title)).toEqual([
      'Testing',
      'Debugging',
      'Analysis',
      'Research',
      'General',
    ]);
    expect(section('code-analysis-principles', 'components').subsections).toHaveLength(5);
    expect(section('code-analysis-principles', 'ratings').subsections.map((s) => s.title)).toEqual([
      'Clarity',
      'Justice',
      'Reliability',
      'Maintainability',
      'Governance',
    ]);
    expect(section('code-analysis-principles', 'verdicts').subsections).toHaveLength(2);
    const principles = section('hammurabi-software-principles', 'principles').subsections;
    expect(principles).toHaveLength(6);
    for (const principle of principles) {
      expect(principle.markdown).toMatch(/^> "/);
      expect(principle.markdown).toContain('**Guidelines:**');
      expect(principle.markdown).toContain('**In practice:**');
    }
    const workflow = section('workflow', 'stages');
    expect(workflow.subsections).toHaveLength(8);
    const workflowLinks = workflow.subsections.flatMap((s) => markdownLinks(s.markdown));
    for (const href of ['/developer-toolkit', '/playground', '/support']) expect(workflowLinks).toContain(href);
    expect(section('project-documentation-structure', 'documents').subsections).toHaveLength(6);
  });

  it('the laws are listed from the analysis engine wherever principles are', () => {
    for (const slug of ['hammurabi-software-principles', 'code-analysis-principles']) {
      expect(page(slug).sections.some((s) => s.display === 'laws')).toBe(true);
    }
  });
});

describe('lesson pages', () => {
  it("name each lesson's path and its neighbours in the path's order", () => {
    const path = tutorialPaths[0]!;
    const [first, second, third] = path.lessons;
    expect(lessonPageData(path, 0)).toEqual({
      lesson: first,
      path: { route: path.route, title: path.title },
      previous: null,
      next: { route: second!.route, title: second!.title },
    });
    const middle = lessonPageData(path, 1);
    expect(middle.previous).toEqual({ route: first!.route, title: first!.title });
    expect(middle.next).toEqual({ route: third!.route, title: third!.title });
    expect(lessonPageData(path, path.lessons.length - 1).next).toBeNull();
    expect(() => lessonPageData(path, path.lessons.length)).toThrow(/has no lesson/);
  });
});
