export * from './contracts/common.ts';
export * from './contracts/health.ts';
export * from './contracts/newsletter.ts';
