export * from './newsletter.ts';
export * from './auth.ts';
export * from './projects.ts';
export * from './ai.ts';
export * from './support.ts';
export * from './community.ts';
export * from './snippets.ts';
export * from './playground.ts';
