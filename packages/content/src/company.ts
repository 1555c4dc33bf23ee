/** A short written page of the company and legal section, linked from the footer. */
export interface CompanyPage {
  slug: 'about' | 'careers' | 'contact' | 'privacy' | 'terms';
  title: string;
  summary: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
  updated: string;
}

export const companyPages: CompanyPage[] = [
  {
    slug: 'about',
    title: 'About Us',
    summary:
      'Hammurabi is a workspace for people learning to write good software and for the developers who help them.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Why the name',
        paragraphs: [
          'King Hammurabi of Babylon had his laws carved in stone so that everyone could read the same rules. We think code quality deserves the same treatment: a short list of laws, written down, applied the same way to everyone, and explained whenever they are applied.',
          'Our five laws (HB001 Law of Brevity, HB002 Law of Explicit Naming, HB003 Law of Documented Purpose, HB004 Law of Immutable State and HB005 Law of Tested Units) are the backbone of every review the platform gives.',
        ],
      },
      {
        heading: 'What we build',
        paragraphs: [
          'Guides and learning paths that take a beginner to professional practice; projects with an editor that saves as you type and never overwrites your work silently; an assistant that reads the code in front of you; and reviews, by the analysis engine or by people, that point to exact lines and say why.',
          'Hammurabi runs as one server with one database, and it works offline with its built-in assistant. Teams that want a large language model connect any OpenAI-compatible endpoint.',
        ],
      },
    ],
  },
  {
    slug: 'careers',
    title: 'Careers',
    summary: 'We are a small team that builds tools for learners. We do not have open positions right now.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'How we work',
        paragraphs: [
          'We write down decisions, review every change, and test against real parts: a real database, a real browser, the real authentication client. We hold our own code to the same five laws our users see.',
        ],
      },
      {
        heading: 'Getting in touch',
        paragraphs: [
          'If you would like to work with us when a position opens, write to us through the Contact page with a short note about what you have built. We read every message.',
        ],
      },
    ],
  },
  {
    slug: 'contact',
    title: 'Contact',
    summary: 'The fastest way to reach us depends on what you need.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Help with the product',
        paragraphs: [
          'Start with the Troubleshoot page and the FAQ; most questions are answered there. If something is still broken, open a ticket on the Support page with the steps that lead to the problem and, if you can, a screenshot or log file.',
        ],
      },
      {
        heading: 'Questions about code',
        paragraphs: [
          'Ask on the Community board, where other developers and learners answer, or ask the AI assistant from any file in your projects.',
        ],
      },
      {
        heading: 'Everything else',
        paragraphs: [
          'For partnerships, press and privacy requests, open a ticket on the Support page and choose the category "general-question". A person replies within two working days.',
        ],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    summary: 'What we store about you, why, and how to have it removed.',
    updated: '2026-11-28',
    sections: [
      {
        heading: 'What we store',
        paragraphs: [
          'Your account: e-mail address, a hash of your password (never the password itself), the name and username you give, and your profile fields. Your work: projects, files, conversations with the assistant and reviews. Your newsletter address, if you subscribe.',
          'We keep a record of sign-ins and sessions so that we can sign you out everywhere and detect stolen tokens. Server logs hold request paths and times, never passwords or tokens.',
        ],
      },
      {
        heading: 'What we do not do',
        paragraphs: [
          'We do not sell data, show advertising or load third-party trackers. The site loads no scripts from other servers. When an operator connects an external language model, the code and messages you send to the assistant are passed to that model provider to produce an answer; the built-in assistant keeps everything on the server.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can edit your profile at any time, delete projects and conversations, and unsubscribe from the newsletter. To take a copy of your data, use "Download my data" on your profile: one ZIP file with your projects and files, conversations, snippets, playground programs, questions and answers, support tickets, learning progress and profile, which you can download for 24 hours; then the file is deleted.',
          'To delete your account, use "Delete my account" on your profile: your account, sessions, profile and avatars, private projects and private snippets (with their files, releases and reviews), playground programs, conversations, progress, votes, stars, flags, a data export and your newsletter address are deleted at once, and your support tickets lose your name, address and attachments. What you published stays for others, shown as by "Former member" and no longer linked to you: your public projects (with their files, releases, reviews and collaborators) and public snippets, and the questions and answers you posted on the board; reviews you wrote of other people\'s code stay without your name. Nobody can change that work afterwards, and only the site\'s administrators and moderators can remove it, so delete or make private what should go before you delete the account. Copies others forked stay theirs. The administrators\' audit log keeps your address in its entries about your account.',
        ],
      },
    ],
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    summary: 'The rules for using Hammurabi, in plain words.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Your account and your code',
        paragraphs: [
          'You are responsible for what you do with your account; keep your password private and turn on two-factor authentication if your work matters to you. Code you write stays yours. Public projects can be read and forked by anyone; private projects are visible only to you and the collaborators you add.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not use Hammurabi to store malware, to attack other systems, to harass people on the Community board, or to overload the service with automated requests. We may suspend accounts that do.',
        ],
      },
      {
        heading: 'Reviews and the assistant',
        paragraphs: [
          'Automated reviews and assistant answers are advice, not guarantees. Read them, test your code, and decide for yourself. The service is provided as is; we work hard to keep it available and your data safe, but we cannot promise it will never fail.',
        ],
      },
    ],
  },
];

/** Finds a company or legal page by its slug. */
export function findCompanyPage(slug: string): CompanyPage | undefined {
  return companyPages.find((page) => page.slug === slug);
}
