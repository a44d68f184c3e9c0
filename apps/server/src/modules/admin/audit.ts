import type { AdminAuditEntry } from '@store/contracts/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/orders';
import { limitOffset, selectPage, type PageRequest } from './paging';

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

interface AuditRow {
  id: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  total: number;
}

/** One page of the audit log, newest first, with who made each change. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ items: AdminAuditEntry[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.entity) conditions.push(sql`a.entity = ${filter.entity}`);
  if (filter.entityId) conditions.push(sql`a.entity_id = ${filter.entityId}`);
  if (filter.actorId) conditions.push(sql`a.actor_id = ${filter.actorId}`);
  const where = sql.join(conditions, sql` AND `);
  const { found, total } = await selectPage<AuditRow>(
    db,
    sql`SELECT a.id, a.action, a.entity, a.entity_id, a.before, a.after, a.created_at,
               u.id AS actor_id, u.name AS actor_name, u.email AS actor_email,
               count(*) OVER ()::int AS total
        FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE ${where}
        ORDER BY a.created_at DESC, a.id DESC ${limitOffset(filter)}`,
    sql`SELECT count(*)::int AS n FROM audit_log a WHERE ${where}`,
    filter,
  );
  return {
    total,
    items: found.map((r) => ({
      id: r.id,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? '', email: r.actor_email ?? '' } : null,
      before: r.before,
      after: r.after,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
