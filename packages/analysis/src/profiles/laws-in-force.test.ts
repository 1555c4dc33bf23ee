import { describe, expect, it } from 'vitest';
import { defaultLawSettings, effectiveLawSettings } from './law-profiles.ts';
import { lawsInForce } from './laws-in-force.ts';

const brevity = (settings: Parameters<typeof effectiveLawSettings>[0]) =>
  lawsInForce(effectiveLawSettings(settings)).find((law) => law.id === 'HB001')?.description;

describe('laws in force', () => {
  it('states the file limit of the profile: 20 lines under Strict, 400 under Standard', () => {
    expect(brevity(defaultLawSettings('strict'))).toContain('a file stays within 20 lines');
    expect(brevity(defaultLawSettings('standard'))).toMatch(/^A function stays within 50 lines/);
    expect(brevity(defaultLawSettings('standard'))).toContain('a file stays within 400 lines');
  });

  it("states a Custom project's own limits and the laws it switched off", () => {
    const custom = defaultLawSettings('custom');
    custom.limits.functionLines = 30;
    custom.enabledLaws.HB005 = false;
    const laws = lawsInForce(effectiveLawSettings(custom));
    expect(laws.find((law) => law.id === 'HB001')?.description).toMatch(/^A function stays within 30 lines/);
    expect(laws.find((law) => law.id === 'HB005')?.description).toBe('Switched off for this project.');
  });

  it("names Strict's comment check under the Law of Documented Purpose", () => {
    const strict = lawsInForce(effectiveLawSettings(defaultLawSettings('strict')));
    expect(strict.find((law) => law.id === 'HB003')?.description).toContain('every .js file also starts with');
    const standard = lawsInForce(effectiveLawSettings(defaultLawSettings('standard')));
    expect(standard.find((law) => law.id === 'HB003')?.description).not.toContain('Strict');
  });
});
