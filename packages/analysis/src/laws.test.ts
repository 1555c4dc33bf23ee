import { describe, expect, it } from 'vitest';
import { LAWS, LAW_IDS, getLaw, isLawId } from './laws.ts';
import { RULES, getRule, ruleCategory, ruleName } from './rules.ts';

describe('laws', () => {
  it('defines HB001–HB005 with the names of the spec, in order', () => {
    expect(LAWS.map((law) => `${law.id} ${law.name}`)).toEqual([
      'HB001 Law of Brevity',
      'HB002 Law of Explicit Naming',
      'HB003 Law of Documented Purpose',
      'HB004 Law of Immutable State',
      'HB005 Law of Tested Units',
    ]);
    expect(LAW_IDS).toEqual(['HB001', 'HB002', 'HB003', 'HB004', 'HB005']);
  });

  it('gives every law a principle and a description that state its thresholds', () => {
    for (const law of LAWS) {
      expect(law.principle.length).toBeGreaterThan(20);
      expect(law.description.length).toBeGreaterThan(80);
    }
    expect(getLaw('HB001')?.description).toContain('50 lines');
  });

  it('tells laws from rules', () => {
    expect(isLawId('HB003')).toBe(true);
    expect(isLawId('SEC001')).toBe(false);
    expect(getLaw('HB999')).toBeUndefined();
  });
});

describe('rule catalogue', () => {
  it('has unique ids and covers security, performance and reliability', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'SEC001',
      'SEC002',
      'SEC003',
      'SEC004',
      'SEC005',
      'SEC006',
      'SEC007',
      'PERF001',
      'PERF002',
      'PERF003',
      'PERF004',
    ]) {
      expect(getRule(id), id).toBeDefined();
    }
  });

  it('names and categorises laws and rules alike', () => {
    expect(ruleName('HB002')).toBe('Law of Explicit Naming');
    expect(ruleName('SEC002')).toBe('SQL built from strings');
    expect(ruleCategory('HB002')).toBe('law');
    expect(ruleCategory('PERF003')).toBe('performance');
  });
});
