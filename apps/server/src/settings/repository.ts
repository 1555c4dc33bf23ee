import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { instanceSettings } from '../db/schema/index.ts';

export type StoredSetting = { key: string; value: unknown };

export async function storedSettings(db: DbExecutor, keys: readonly string[]): Promise<StoredSetting[]> {
  return db
    .select({ key: instanceSettings.key, value: instanceSettings.value })
    .from(instanceSettings)
    .where(inArray(instanceSettings.key, [...keys]));
}

export async function storeSetting(db: DbExecutor, key: string, value: unknown, updatedBy: string): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
}

export async function clearSetting(db: DbExecutor, key: string): Promise<void> {
  await db.delete(instanceSettings).where(eq(instanceSettings.key, key));
}
