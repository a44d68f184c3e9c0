/** Where the benchmark finds the repository, the built server and its results folder. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
export const SERVER_DIST = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');
export const REFERENCE_SERVER = path.join(ROOT, 'bench', 'reference-server.mjs');
