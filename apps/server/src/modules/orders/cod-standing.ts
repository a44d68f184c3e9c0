import type { Db } from '../../db/client';
import { findCodStanding } from '../auth/customers.repo';
import type { CodBuyer } from './charges';
import { countOpenCodOrders } from './cod.repo';

/** What cash on delivery weighs of a customer: a staff block, refusals, cash orders on the way. */
export async function readCodBuyer(db: Db, userId: string): Promise<CodBuyer | null> {
  const standing = await findCodStanding(db, userId);
  return standing ? { ...standing, openCodOrders: await countOpenCodOrders(db, userId) } : null;
}
