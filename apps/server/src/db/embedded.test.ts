import { describe, expect, inject, it } from 'vitest';
import { socketDirectoryFor } from './embedded.ts';

describe('the embedded cluster socket', () => {
  it('lives in the data directory when its path fits', () => {
    expect(socketDirectoryFor('/tmp/hammurabi/data/postgres', 41234)).toBe('/tmp/hammurabi/data/postgres');
  });

  it('is named by its absolute path', () => {
    expect(socketDirectoryFor('data/postgres', 41234)).toBe(`${process.cwd()}/data/postgres`);
  });

  it('is left out for paths too long for a socket or unsafe in the setting', () => {
    expect(socketDirectoryFor(`/tmp/${'d'.repeat(90)}`, 41234)).toBeNull();
    expect(socketDirectoryFor('/tmp/my data,2/postgres', 41234)).toBeNull();
  });

  it('is what the test cluster is reached through', () => {
    const url = new URL(inject('postgresAdminUrl'));
    expect(url.searchParams.get('host')).toMatch(/^\//);
  });
});
