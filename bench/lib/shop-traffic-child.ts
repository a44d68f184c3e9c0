/**
 * The shop's writes (shop-traffic.ts) in a process of their own: the load client runs on one
 * thread, and the writes' calls, their answers and the polling of product pages would otherwise
 * take turns on that thread with it, counting against the reads. Driven by startShopTrafficApart,
 * one message at a time, each answered: `start` (with the settings), `pause`, `resume`, `stop`
 * (answered with the report).
 */
import { startShopTraffic, type ShopTraffic, type TrafficSettings } from './shop-traffic';

type Command = { start: TrafficSettings } | { pause: true } | { resume: true } | { stop: true };

let shop: ShopTraffic | undefined;
const send = (message: unknown) => process.send?.(message);

async function obey(command: Command): Promise<unknown> {
  if ('start' in command) {
    shop = await startShopTraffic(command.start);
    return { done: true };
  }
  if (!shop) throw new Error('not started');
  if ('pause' in command) await shop.pause();
  if ('resume' in command) await shop.resume();
  if ('stop' in command) return { report: await shop.stop() };
  return { done: true };
}

process.on('message', (command: Command) => {
  obey(command).then(
    (answer) => {
      // The report is sent before the channel closes.
      if ('stop' in command) process.send?.(answer, undefined, {}, () => process.disconnect());
      else send(answer);
    },
    (err: unknown) => send({ error: err instanceof Error ? err.message : String(err) }),
  );
});
