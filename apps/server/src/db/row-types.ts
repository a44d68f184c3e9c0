import { z } from 'zod';

/**
 * A timestamptz column in the row of a raw query (queryRows). Drizzle's PGlite and node-postgres
 * sessions both hand raw results' timestamps over as PostgreSQL's text
 * ('2026-01-02 03:04:05.678+00') rather than as Dates, so the row schema makes the Date; a Date
 * passes as it is. Anything that is not a time fails the row.
 */
export const timestamptz = z.union([z.date(), z.string()]).pipe(z.coerce.date());
