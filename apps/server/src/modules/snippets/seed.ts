import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  SNIPPET_EXTENSIONS,
  SnippetCategorySchema,
  buildSnippetSlug,
  parseSnippetTags,
  snippetLanguageIds,
} from '@hammurabi/shared';
import { parse as parseYaml } from 'yaml';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { paths } from '../../paths.ts';
import { pruneOldViews } from './repository.ts';
import { storeSeedLibrary, type SeedSnippetRow } from './repository-seed.ts';

/** The account that owns the seeded snippets. It has a random password nobody knows, so it never signs in. */
export const LIBRARY_ACCOUNT = {
  id: '5eed5eed-0000-4000-8000-000000000001',
  email: 'library@hammurabi.invalid',
  username: 'hammurabi-library',
  fullName: 'Hammurabi Library',
} as const;

/** One seeded snippet, read from the manifest and its code file. */
export interface SeedSnippet extends SeedSnippetRow {
  file: string;
}

interface ManifestEntry {
  file: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
}

const languageByExtension = new Map(
  snippetLanguageIds.map((language) => [SNIPPET_EXTENSIONS[language], language] as const),
);

/** Reads every seed snippet of `directory` (its manifest.yaml and the files it names). */
export async function loadSeedSnippets(directory: string = paths.seedSnippets): Promise<SeedSnippet[]> {
  const manifest = parseYaml(await fs.readFile(path.join(directory, 'manifest.yaml'), 'utf8')) as ManifestEntry[];
  return Promise.all(
    manifest.map(async (entry) => {
      const language = languageByExtension.get(path.extname(entry.file).slice(1));
      if (!language) throw new Error(`seed ${entry.file}: no snippet language has this extension`);
      return {
        file: entry.file,
        // A fixed time part keeps a seed's address the same on every start and every machine.
        slug: buildSnippetSlug(language, entry.title, 0),
        title: entry.title,
        description: entry.description,
        code: await fs.readFile(path.join(directory, entry.file), 'utf8'),
        language,
        category: SnippetCategorySchema.parse(entry.category),
        tags: parseSnippetTags(entry.tags.join(',')),
      };
    }),
  );
}

/**
 * Fills the library on first start and keeps the seeds current on later ones: the account is
 * created once, each seed is inserted or, when its text changed, updated in place (views and
 * likes stay). Runs in one transaction, so a second process starting at once waits, then finds
 * everything done.
 */
export async function seedSnippetLibrary(db: Db, seeds?: SeedSnippet[]): Promise<void> {
  const items = seeds ?? (await loadSeedSnippets());
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'), 10);
  await storeSeedLibrary(db, LIBRARY_ACCOUNT, passwordHash, items);
  await pruneOldViews(db);
}
