import type { AdminAuditEntry } from '@store/contracts/admin';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { auditLog } from '../../db/schema/orders';
import { limitOffset, selectPage, type PageRequest } from '../admin/paging';
import { findPeople } from '../auth/users.repo';

export interface AuditRecord {
  /** The admin who made the change; null for the command line and other changes outside the back office. */
  actorId: string | null;
  /** What was done, `<entity>.<verb>`: product.update, order.ship, customer.block. */
  action: string;
  entity: string;
  entityId: string | null;
  /** The entity as it was (null when created) and as it is now (null when deleted). */
  before: unknown;
  after: unknown;
}

/**
 * Writes one entry of the audit log. Call it inside the transaction that makes the change, so a
 * change is never saved without its entry, nor an entry without its change.
 */
export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

/** Dates become ISO strings and undefined becomes null, so what is stored reads back the same. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export interface AuditFilter extends PageRequest {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorId?: string | undefined;
}

const auditRow = z.object({
  id: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: timestamptz,
  actor_id: z.string().nullable(),
  total: z.number().int(),
});

/** One page of the audit log, newest first, with who made each change. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ items: AdminAuditEntry[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.entity) conditions.push(sql`entity = ${filter.entity}`);
  if (filter.entityId) conditions.push(sql`entity_id = ${filter.entityId}`);
  if (filter.actorId) conditions.push(sql`actor_id = ${filter.actorId}`);
  const where = sql.join(conditions, sql` AND `);
  const { found, total } = await selectPage(
    db,
    auditRow,
    sql`SELECT id, action, entity, entity_id, before, after, created_at, actor_id, count(*) OVER ()::int AS total
        FROM audit_log WHERE ${where}
        ORDER BY created_at DESC, id DESC ${limitOffset(filter)}`,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`,
    filter,
  );
  // The actor's account is the accounts module's; an entry whose actor was deleted shows none.
  const actors = await findPeople(
    db,
    found.flatMap((r) => (r.actor_id ? [r.actor_id] : [])),
  );
  return {
    total,
    items: found.map((r) => ({
      id: r.id,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      actor: (r.actor_id && actors.get(r.actor_id)) || null,
      before: r.before,
      after: r.after,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

/**
 * When the newest entry about any of these entities was written, or null when there is none: the
 * time of the last back-office change to them, deletions included (the sitemap dates the
 * catalog's pages by it, docs/decisions/076). Read newest first along the time index.
 */
export async function newestAuditEntryAt(db: Db, entities: readonly string[]): Promise<Date | null> {
  if (entities.length === 0) return null;
  const [row] = await queryRows(
    db,
    z.object({ at: timestamptz }),
    sql`SELECT created_at AS at FROM audit_log WHERE entity IN ${[...entities]} ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.at ?? null;
}
