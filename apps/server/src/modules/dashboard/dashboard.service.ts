import { SHOP_TIME_ZONE, type Dashboard } from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { getGoLive, type GoLiveSettings } from '../go-live/go-live.service';
import { readShopSettings } from '../india/shop-settings.repo';
import { listLowStock } from '../catalog/stock.repo';
import { countAwaitingShipment, findSalesTotals, listDailySales } from '../orders/sales.repo';

const LOW_STOCK_SHOWN = 50;

/** The shop's calendar date at `now`, as YYYY-MM-DD. */
export function shopDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/**
 * The back office's first page: sales and paid orders today and this month, the orders waiting
 * to ship, variants running low, sales per day for the last 30 days, and what the go-live
 * checklist still has open. Days and months are the
 * shop's (Asia/Kolkata), whatever the server's own time zone.
 */
export async function getDashboard(db: Db, now: Date, settings: GoLiveSettings): Promise<Dashboard> {
  const today = shopDate(now);
  const { lowStockLevel } = await readShopSettings(db);
  const [days, totals, awaitingShipment, lowStock, goLive] = await Promise.all([
    listDailySales(db, today),
    findSalesTotals(db, today),
    countAwaitingShipment(db),
    listLowStock(db, LOW_STOCK_SHOWN, lowStockLevel),
    getGoLive(db, settings),
  ]);
  return {
    timeZone: SHOP_TIME_ZONE,
    today: totals.today,
    month: totals.month,
    awaitingShipment,
    lowStockThreshold: lowStockLevel,
    lowStockCount: lowStock.total,
    lowStock: lowStock.items,
    dailySales: days.map((d) => ({ date: d.date, salesPaise: d.sales, orders: d.orders })),
    goLiveOpen: goLive.items.filter((item) => !item.done).length,
    invoicesWaiting: goLive.invoicesWaiting,
  };
}
