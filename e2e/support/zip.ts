/** Reads a ZIP as a recipient's unzip would, each entry checked against the CRC-32 the archive gives. */
import JSZip from 'jszip';

/** The archive's files by name (folders left out). */
export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await JSZip.loadAsync(zip, { checkCRC32: true });
  const entries = Object.values(archive.files).filter((entry) => !entry.dir);
  return new Map(
    await Promise.all(entries.map(async (entry) => [entry.name, await entry.async('nodebuffer')] as const)),
  );
}
