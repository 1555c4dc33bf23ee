/** A link card on the home page. */
export interface HomeLink {
  title: string;
  description: string;
  href: string;
}

/** The written parts of the home page. */
export const homeContent = {
  hero: {
    title: 'Write code that stands the test of time',
    lead: 'Hammurabi is where developers and learners read guides, build projects in the browser, ask an assistant that sees their code, and get reviews judged by five clear laws of code quality.',
  },
  quickStart: [
    {
      title: 'Getting started',
      description: 'Create an account, start a project and write your first file in under five minutes.',
      href: '/docs#getting-started',
    },
    {
      title: 'Read the documentation',
      description: 'Projects, the editor, the assistant, reviews and the API, explained step by step.',
      href: '/docs',
    },
    {
      title: 'Join the community',
      description: 'Ask questions, answer others, and see how people solve real problems.',
      href: '/community',
    },
  ] satisfies HomeLink[],
  announcements: [
    {
      title: 'Reviews now cite the law they apply',
      date: '2026-11-15',
      body: 'Every finding in an AI review names its law, HB001 to HB005, and the exact lines it concerns, so you can see why a change is suggested, not only what.',
    },
    {
      title: 'Autosave that never overwrites your work',
      date: '2026-11-01',
      body: 'The editor saves two seconds after you stop typing. If someone else changed the file meanwhile, you see both versions and choose; nothing is overwritten silently.',
    },
  ],
  featuredTopics: [
    {
      title: 'Your first project',
      description: 'From an empty workspace to a saved, reviewed file.',
      href: '/docs#getting-started',
    },
    {
      title: 'What Hammurabi can do',
      description: 'Projects, editor, assistant, reviews and learning paths at a glance.',
      href: '/docs#features-overview',
    },
    {
      title: 'Use the API',
      description: 'Call the product API with your access token, and browse it in the OpenAPI viewer.',
      href: '/docs#api-integration',
    },
  ] satisfies HomeLink[],
};
