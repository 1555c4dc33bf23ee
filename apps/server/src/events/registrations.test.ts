import { describe, expect, it } from 'vitest';
import { Registrations } from './registrations.ts';

describe('Registrations', () => {
  it('keeps an item until the last of its registrations is taken back', () => {
    const registrations = new Registrations<string>();
    const first = registrations.add('source');
    const second = registrations.add('source');
    expect(registrations.values()).toEqual(['source']);
    first();
    expect(registrations.values()).toEqual(['source']);
    second();
    expect(registrations.values()).toEqual([]);
  });

  it('takes a registration back once, however often its function is called', () => {
    const registrations = new Registrations<string>();
    const first = registrations.add('source');
    registrations.add('source');
    first();
    first();
    expect(registrations.values()).toEqual(['source']);
  });

  it('lists different items in the order they were first registered', () => {
    const registrations = new Registrations<string>();
    registrations.add('b');
    registrations.add('a');
    registrations.add('b');
    expect(registrations.values()).toEqual(['b', 'a']);
  });
});
