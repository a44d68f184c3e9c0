import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { multipart, type FilePart } from './uploads';

/** Any method with a JSON body (or none), as the admin screens call the back office. */
export async function adminCall(
  app: FastifyInstance,
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: { authorization: `Bearer ${who.token}` },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies, then parse them with contracts
  return { status: res.statusCode, body: res.json() as Record<string, any>, headers: res.headers };
}

/** A multipart POST of file parts to a back-office URL. */
export async function adminUpload(app: FastifyInstance, who: { token: string }, url: string, parts: FilePart[]) {
  const { payload, contentType } = multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${who.token}` },
  });
  const json = String(res.headers['content-type']).startsWith('application/json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies
  return { status: res.statusCode, body: (json ? res.json() : {}) as Record<string, any>, raw: res };
}

/** Ids from the demo catalog by slug: a brand, a leaf category, its root, and a bike model. */
export async function catalogRefs(db: Db) {
  const one = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows(db, z.object({ id: z.string(), name: z.string(), slug: z.string() }), query);
    if (!row) throw new Error('the demo catalog lacks a reference the tests need');
    return row;
  };
  return {
    brand: await one(sql`SELECT id, name, slug FROM brands ORDER BY position LIMIT 1`),
    otherBrand: await one(sql`SELECT id, name, slug FROM brands ORDER BY position OFFSET 1 LIMIT 1`),
    leaf: await one(sql`SELECT id, name, slug FROM categories WHERE slug = 'chain-sprocket-kits'`),
    root: await one(sql`SELECT id, name, slug FROM categories WHERE slug = 'spares-service'`),
    bikeRoot: await one(sql`SELECT id, name, slug FROM categories WHERE slug = 'shop-by-bike'`),
    model: await one(sql`SELECT id, name, slug FROM categories WHERE kind = 'model' ORDER BY slug LIMIT 1`),
    make: await one(sql`SELECT id, name, slug FROM categories WHERE kind = 'make' ORDER BY slug LIMIT 1`),
  };
}
