import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, parseSync, type Plugin, type UserConfig } from 'vite';

// The API server; API_ORIGIN points the dev and preview proxies elsewhere (e.g. a mock).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Lets the bundle keep only the contract schemas a page really uses. The contracts declare schemas
 * and constants and do nothing else, but a bundler must assume a top-level `z.object(...)` call may
 * have effects, so one message imported from a contract module would put all its schemas, and zod,
 * on every page's first load. Each top-level initialiser that is a call is wrapped in a pure IIFE,
 * and the module is declared free of side effects (docs/decisions/014-page-speed.md).
 */
function pureContracts(): Plugin {
  return {
    name: 'store:pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+(?<!\.test)\.ts$/ },
      handler(code, id) {
        const calls: { start: number; end: number }[] = [];
        for (const node of parseSync(id, code, { lang: 'js' }).program.body) {
          const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const { init } of declaration.declarations) if (init?.type === 'CallExpression') calls.push(init);
        }
        let out = code;
        for (const { start, end } of calls.reverse()) {
          out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
        }
        // No new map: lines keep their numbers and only columns after an inserted wrapper move.
        return { code: out, map: null, moduleSideEffects: false };
      },
    },
  };
}

/**
 * React Router 7's package.json sends every bundler to its development build, which carries its
 * dev-only warnings and checks into production (remix-run/react-router#12532 and #14102). The
 * production build beside it has the same API; the store's build uses it
 * (docs/decisions/019-page-data-in-the-html.md).
 */
function productionReactRouter(): Plugin {
  return {
    name: 'store:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(/([\\/])dist\1development\1/, '$1dist$1production$1');
      if (production === resolved.id) this.error(`react-router resolved to ${resolved.id}, not its development build`);
      return { ...resolved, id: production };
    },
  };
}

/**
 * The server's copy of the app (`vite build --config vite.ssr.config.ts`, docs/decisions/075): src/entry-server.tsx for
 * Node, into dist-ssr/ beside the browser's dist/, never served. npm packages stay external and
 * load from node_modules, except React Router, bundled so it gets its production build too.
 */
export const ssrBuild = {
  outDir: 'dist-ssr',
  copyPublicDir: false,
  emptyOutDir: true,
  sourcemap: true,
};

const browserBuild = {
  outDir: 'dist',
  assetsDir: 'assets',
  emptyOutDir: true,
  // The server reads it to preload each page's route chunks (docs/decisions/019).
  manifest: true,
  sourcemap: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [
          { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
          // The session store and the shared query keys both load with the first screen: one request, not two.
          { name: 'session', test: /src[\\/]lib[\\/](session-store|query-keys)\.ts$/, minShareCount: 2 },
          {
            name: 'catalog',
            // The sign-in steps (merge-cart, apply-pending-like) load with the sign-in screens only.
            // No part of query-core: the first screen uses its mutations (the QueryClient's cache,
            // the header's sign-out), and put here they made it load this whole group.
            test: /src[\\/](app[\\/]product-card-actions|components[\\/](status-state|price|star-rating|product-card|product-grid)|lib[\\/](use-document-meta|use-countdown)|features[\\/](?!cart[\\/]api[\\/]merge-cart|likes[\\/]api[\\/]apply-pending-like)(likes|cart[\\/](api|components)))/i,
            minShareCount: 2,
          },
        ],
      },
    },
  },
};

/** What the browser's build, the server's build and the dev server share. */
export const appConfig = {
  plugins: [react(), tailwindcss(), pureContracts(), productionReactRouter()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Bundled into the server's build: React Router for its production build, lucide-react so only the
  // icons the app uses are loaded, not all of them.
  ssr: { noExternal: ['react-router', 'lucide-react'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
    },
  },
} satisfies UserConfig;

export default defineConfig({ ...appConfig, build: browserBuild });
