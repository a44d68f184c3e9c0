/**
 * Route handles the server reads (entry-server.tsx, docs/decisions/075): a RENDERED page is
 * rendered on the server and hydrated; every other page is the app's shell, rendered in the browser
 * and kept out of search engines. NOT_FOUND marks the catch-all route, answered with status 404.
 */
export const RENDERED = { rendered: true } as const;
export const NOT_FOUND = { rendered: true, notFound: true } as const;
