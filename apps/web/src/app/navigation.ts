/** A link in the site navigation. */
export interface NavLinkItem {
  name: string;
  path: string;
  description?: string;
  external?: boolean;
}

/** A top-level navigation entry: a single link or a menu of links. */
export type NavEntry = ({ kind: 'link' } & NavLinkItem) | { kind: 'menu'; name: string; items: NavLinkItem[] };

/** The public source repository of Hammurabi, shown in the navigation and footer. */
export const SOURCE_REPOSITORY_URL = 'https://github.com/hammurabi-platform/hammurabi';

export const mainNavigation: NavEntry[] = [
  { kind: 'link', name: 'Home', path: '/' },
  {
    kind: 'menu',
    name: 'Platform',
    items: [
      { name: 'Hammurabi IDE', path: '/hammurabi-ide', description: 'Write code and check it against the laws' },
      { name: 'Playground', path: '/playground', description: 'Run small programs with test cases' },
      { name: 'Code Processor', path: '/code-processor', description: 'How code moves from submission to review' },
      {
        name: 'Developer Toolkit',
        path: '/developer-toolkit',
        description: 'Tools for testing, debugging and research',
      },
    ],
  },
  {
    kind: 'menu',
    name: 'Features',
    items: [
      { name: 'Code Analysis Principles', path: '/code-analysis-principles', description: 'How reviews judge code' },
      {
        name: 'Deployment Controller Principles',
        path: '/deployment-controller-principles',
        description: 'Safe, observable releases',
      },
      {
        name: 'Infrastructure Overview',
        path: '/infrastructure-overview',
        description: 'Containers, clusters and IaC',
      },
    ],
  },
  { kind: 'link', name: 'Tutorials', path: '/tutorials' },
  {
    kind: 'menu',
    name: 'Community',
    items: [
      { name: 'Forum', path: '/community', description: 'Ask questions and help others' },
      { name: 'Live Chat', path: '/chat', description: 'Talk to the AI assistant' },
    ],
  },
  {
    kind: 'menu',
    name: 'Resources',
    items: [
      { name: 'Documentation', path: '/docs' },
      { name: 'FAQ', path: '/faq' },
      { name: 'Troubleshoot', path: '/troubleshoot' },
      { name: 'Support', path: '/support' },
      { name: 'Project Documentation Structure', path: '/project-documentation-structure' },
      { name: 'Software Principles', path: '/hammurabi-software-principles' },
      { name: 'Aurora Nexus Persona', path: '/aurora-nexus-persona' },
      { name: 'Course Curriculum', path: '/course-curriculum' },
      { name: 'Knowledge Base', path: '/knowledge-base' },
    ],
  },
  {
    kind: 'menu',
    name: 'More',
    items: [
      { name: 'Programming Career Guide', path: '/programming' },
      { name: 'Code Snippets', path: '/snippets' },
      { name: 'Workflow', path: '/workflow' },
      { name: 'Source Code', path: SOURCE_REPOSITORY_URL, external: true },
    ],
  },
];

/** The signed-in user's own screens, an entry of the top navigation only for them. */
export const workspaceNavigation: NavEntry = {
  kind: 'menu',
  name: 'Workspace',
  items: [
    { name: 'Dashboard', path: '/dashboard', description: 'Your stats, metrics and recent work' },
    { name: 'My Projects', path: '/projects', description: 'Your projects and the ones shared with you' },
    { name: 'Learning Paths', path: '/learning', description: 'Lessons, quizzes and exercises with progress' },
    { name: 'AI Chat', path: '/chat', description: 'Conversations with the assistant' },
    { name: 'Code Reviews', path: '/code-review', description: 'Reviews of your files' },
    { name: 'AI Assistant', path: '/ai-assistant', description: 'All assistant tools' },
  ],
};

/** The top navigation: the main entries, with the workspace after Home for signed-in users. */
export function navigationFor(signedIn: boolean): NavEntry[] {
  if (!signedIn) return mainNavigation;
  const [home, ...rest] = mainNavigation;
  return [home!, workspaceNavigation, ...rest];
}

export const footerNavigation = {
  resources: [
    { name: 'Documentation', path: '/docs' },
    { name: 'FAQ', path: '/faq' },
    { name: 'Community', path: '/community' },
    { name: 'Support', path: '/support' },
  ],
  learn: [
    { name: 'Learning Paths', path: '/learning' },
    { name: 'Code Snippets', path: '/snippets' },
    { name: 'Course Curriculum', path: '/course-curriculum' },
    { name: 'Knowledge Base', path: '/knowledge-base' },
  ],
  company: [
    { name: 'About Us', path: '/about' },
    { name: 'Careers', path: '/careers' },
    { name: 'Contact', path: '/contact' },
  ],
  legal: [
    { name: 'Privacy Policy', path: '/privacy' },
    { name: 'Terms of Service', path: '/terms' },
  ],
} satisfies Record<string, NavLinkItem[]>;

/** True when `pathname` is `path` or lies below it (so /tutorials is active on /tutorials/beginner). */
export function isPathActive(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The one top-level entry that holds `pathname`: the first in the navigation's order, so a screen
 * listed in two menus (AI Chat is in Workspace and in Community) highlights only one.
 */
export function activeEntryName(entries: readonly NavEntry[], pathname: string): string | null {
  for (const entry of entries) {
    const links = entry.kind === 'link' ? [entry] : entry.items;
    if (links.some((link) => !link.external && isPathActive(pathname, link.path))) return entry.name;
  }
  return null;
}
