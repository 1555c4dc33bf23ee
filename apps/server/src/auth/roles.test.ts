import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { roleForEmail } from './roles.ts';

describe('roleForEmail', () => {
  const staff = ['lead@example.com', '*@help.example.com'];
  it.each([
    ['lead@example.com', 'staff'],
    ['LEAD@Example.com', 'staff'],
    ['anyone@help.example.com', 'staff'],
    ['anyone@nothelp.example.com', 'user'],
    ['anyone@help.example.com.evil', 'user'],
    ['lead@example.co', 'user'],
  ])('%s is %s', (email, role) => expect(roleForEmail(staff, email)).toBe(role));

  it('gives nobody the role when the list is empty', () => expect(roleForEmail([], 'lead@example.com')).toBe('user'));
});

describe('SUPPORT_STAFF_EMAILS', () => {
  const load = (value: string) => loadConfig({ SUPPORT_STAFF_EMAILS: value }, path.resolve('dist'));
  it('is read as lower-cased entries with blanks dropped', () => {
    expect(load(' Lead@Example.com, ,*@help.example.com ').support.staffEmails).toEqual([
      'lead@example.com',
      '*@help.example.com',
    ]);
  });
  it('refuses entries that are not addresses or *@domain', () => {
    expect(() => load('lead@example.com, *')).toThrow(ConfigError);
    expect(() => load('admin')).toThrow(/SUPPORT_STAFF_EMAILS must be comma-separated/);
  });
});
