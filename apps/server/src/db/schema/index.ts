export * from './newsletter.ts';
export * from './auth.ts';
export * from './projects.ts';
export * from './ai.ts';
export * from './playground.ts';
