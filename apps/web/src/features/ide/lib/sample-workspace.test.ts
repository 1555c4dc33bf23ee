import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES, loadSampleFiles, resetSampleFiles, storeSampleFiles } from './sample-workspace';

/** A Storage backed by a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('sample workspace', () => {
  it('starts with the four spec files; main.js has 25 lines and no doc comment', () => {
    expect(SAMPLE_FILES.map((file) => file.filename)).toEqual(['main.js', 'utils.js', 'config.json', 'README.md']);
    const main = SAMPLE_FILES[0]!.content;
    expect(main.trimEnd().split('\n')).toHaveLength(25);
    expect(main).not.toContain('/**');
  });

  it('keeps edits in storage and forgets them on reset', () => {
    const storage = memoryStorage();
    const edited = loadSampleFiles(storage).map((file) =>
      file.filename === 'main.js' ? { ...file, content: '/** Done. */\n' } : file,
    );
    storeSampleFiles(edited, storage);
    expect(loadSampleFiles(storage)[0]?.content).toBe('/** Done. */\n');
    expect(resetSampleFiles(storage)[0]?.content).toBe(SAMPLE_FILES[0]?.content);
    expect(loadSampleFiles(storage)[0]?.content).toBe(SAMPLE_FILES[0]?.content);
  });

  it('falls back to the starting files when storage holds something unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('hammurabi-ide-sample-v1', '{not json');
    expect(loadSampleFiles(storage)).toEqual(SAMPLE_FILES);
  });
});
