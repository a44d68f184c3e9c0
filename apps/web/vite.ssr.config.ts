import { defineConfig } from 'vite';
import { appConfig, ssrBuild } from './vite.config';

/** The server's build of the app: `vite build --config vite.ssr.config.ts` (docs/decisions/075). */
export default defineConfig({ ...appConfig, build: { ...ssrBuild, ssr: 'src/entry-server.tsx' } });
