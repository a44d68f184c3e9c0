import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes files of one folder, each to a temporary name first and renamed into place, so no
 * half-written picture is ever served; if one fails, those already written are removed.
 */
export async function writeFilesAtomically(files: Array<{ file: string; data: Buffer }>): Promise<void> {
  await mkdir(path.dirname(files[0]!.file), { recursive: true });
  const written: string[] = [];
  try {
    for (const { file, data } of files) {
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, data, { flag: 'wx' });
        await rename(tmp, file);
      } finally {
        await rm(tmp, { force: true });
      }
      written.push(file);
    }
  } catch (err) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw err;
  }
}
