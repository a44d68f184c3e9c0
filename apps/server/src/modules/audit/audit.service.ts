import type { Db } from '../../db/client';
import { listAudit, type AuditFilter } from './audit.repo';

/** The audit log's page, newest first, filtered by entity or actor. */
export function listAuditEntries(db: Db, query: AuditFilter) {
  return listAudit(db, query);
}
