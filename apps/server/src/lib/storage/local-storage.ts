import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, isStorageKey, typeOfKey, type Storage } from './storage';

const missing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as { code?: string }).code ?? '');

/** Files under one folder (UPLOAD_DIR): the default, and enough for a single server. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, key);

  return {
    kind: 'local',

    async put(key, bytes) {
      assertStorageKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A temporary name first, renamed into place: a reader sees the old file or the new, never half.
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes, { flag: 'wx' });
        await rename(tmp, file);
      } finally {
        await rm(tmp, { force: true });
      }
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      // Opened before it is measured, so a file deleted in between is either served whole or not found.
      const handle = await open(fileOf(key), 'r').catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return {
          body: handle.createReadStream(),
          contentType: typeOfKey(key),
          size: info.size,
          // What @fastify/static sent for these files before, so browsers' cached copies still match.
          etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async exists(key) {
      if (!isStorageKey(key)) return false;
      return stat(fileOf(key)).then(
        (info) => info.isFile(),
        (err: unknown) => {
          if (missing(err)) return false;
          throw err;
        },
      );
    },

    async remove(key) {
      assertStorageKey(key);
      await rm(fileOf(key), { force: true });
    },

    async *keys() {
      // A folder not made yet holds nothing; a half-written `.tmp` file is not a key.
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isStorageKey(key) && !key.endsWith('.tmp')) yield key;
      }
    },

    close() {},
  };
}
