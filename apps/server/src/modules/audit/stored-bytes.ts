import type { Storage } from '../../storage/storage';

/** A stored object's bytes, or null when there is none (indexes and archives are small). */
export async function storedBytes(storage: Storage, key: string): Promise<Buffer | null> {
  if (!(await storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.stream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
