import { ProjectCreateSchema } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { emptyProjectForm, toProjectPayload } from './project-form';

describe('toProjectPayload', () => {
  it('builds the payload: trimmed text, tags split on commas, no framework as null', () => {
    const payload = toProjectPayload({
      ...emptyProjectForm,
      title: '  Code of Laws ',
      description: ' Laws. ',
      language: 'c#',
      tags: 'law, , babylon,law ',
    });
    expect(payload).toEqual({
      title: 'Code of Laws',
      description: 'Laws.',
      language: 'c#',
      framework: null,
      visibility: 'private',
      tags: ['law', 'babylon'],
    });
    expect(ProjectCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps a chosen framework as the API spells it', () => {
    const payload = toProjectPayload({ ...emptyProjectForm, title: 'x', framework: 'spring-boot' });
    expect(ProjectCreateSchema.parse(payload).framework).toBe('spring-boot');
  });
});
