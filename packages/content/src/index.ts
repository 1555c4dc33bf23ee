export * from './company.ts';
export * from './home.ts';
