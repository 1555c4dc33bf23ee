import { describe, expect, it } from 'vitest';
import { FileCreateSchema, FileUpdateSchema } from './files.ts';
import { ProjectCreateSchema, ProjectUpdateSchema } from './projects.ts';

describe('ProjectCreateSchema', () => {
  it('normalises values as Stores them', () => {
    const parsed = ProjectCreateSchema.parse({
      title: '  Todo API ',
      description: null,
      language: 'TypeScript',
      framework: 'Spring Boot',
      tags: ['api', ' API ', 'rest,http'],
    });
    expect(parsed).toEqual({
      title: 'Todo API',
      description: '',
      language: 'typescript',
      framework: 'spring-boot',
      visibility: 'private',
      tags: ['api', 'rest', 'http'],
    });
  });

  it.each([
    [{ title: '  ', language: 'python' }, 'Title is required.'],
    [{ title: 'x', language: 'cobol' }, 'Language must be one of'],
    [{ title: 'x', language: 'go', framework: 'rocket' }, 'Framework must be one of'],
    [{ title: 'x', language: 'go', visibility: 'friends' }, 'Visibility must be "private" or "public".'],
    [{ title: 'x'.repeat(121), language: 'go' }, 'Title must be at most 120 characters.'],
    [{ title: 'x', language: 'go', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'at most 10 tags'],
    [{ title: 'x', language: 'go', owner_id: 'someone' }, 'Unrecognized key'],
  ])('refuses %j', (input, message) => {
    const result = ProjectCreateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });
});

describe('ProjectUpdateSchema', () => {
  it('needs at least one field', () => {
    expect(ProjectUpdateSchema.safeParse({}).success).toBe(false);
    expect(ProjectUpdateSchema.parse({ visibility: 'public' })).toEqual({ visibility: 'public' });
  });
});

describe('file contracts', () => {
  it('defaults content to empty and refuses traversal', () => {
    expect(FileCreateSchema.parse({ filename: 'a.py' })).toEqual({ filename: 'a.py', content: '' });
    expect(FileCreateSchema.safeParse({ filename: '../a.py' }).success).toBe(false);
  });
  it('refuses content over 1 MB counted in bytes', () => {
    const justOver = 'é'.repeat(512 * 1024 + 1);
    expect(FileCreateSchema.safeParse({ filename: 'a.txt', content: justOver }).error?.issues[0]?.message).toBe(
      'File content must be at most 1 MB.',
    );
  });
  it('needs something to change', () => {
    expect(FileUpdateSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(FileUpdateSchema.parse({ content: 'x', version: 2 })).toEqual({ content: 'x', version: 2 });
  });
});
