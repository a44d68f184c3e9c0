import { fork } from 'node:child_process';
import type { ShopTraffic, TrafficReport, TrafficSettings } from './shop-traffic';

/**
 * startShopTraffic in a child process (shop-traffic-child.ts), so the writes' own work does not
 * share the load client's thread. The child runs with this process's flags (tsx's loader).
 */
export function startShopTrafficApart(settings: TrafficSettings): Promise<ShopTraffic> {
  const child = fork(new URL('./shop-traffic-child.ts', import.meta.url));
  let ended: string | undefined;
  child.on('exit', (code) => (ended = `the shop traffic's process ended (exit ${code})`));
  // A send on a closed channel is reported here (and by its callback), not thrown.
  child.on('error', (err) => (ended ??= err.message));
  /** Sends `command` and answers the child's reply; rejects if the child has ended or ends first. */
  const ask = (command: object) =>
    new Promise<{ done?: true; report?: TrafficReport; error?: string }>((resolve, reject) => {
      if (ended || !child.connected) return reject(new Error(ended ?? "the shop traffic's process is gone"));
      const exited = () => reject(new Error(ended ?? "the shop traffic's process ended"));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message as { done?: true; report?: TrafficReport; error?: string });
      });
      child.send(command, (err) => {
        if (err) {
          child.off('exit', exited);
          reject(err);
        }
      });
    });
  const expect = async (command: object) => {
    const answer = await ask(command);
    if (!answer.done && !answer.report) throw new Error(`the shop traffic failed: ${answer.error ?? 'no answer'}`);
    return answer;
  };
  return expect({ start: settings }).then(
    () => ({
      pause: async () => {
        await expect({ pause: true });
      },
      resume: async () => {
        await expect({ resume: true });
      },
      async stop() {
        const { report } = await expect({ stop: true });
        return report!;
      },
    }),
    (err: unknown) => {
      child.kill();
      throw err;
    },
  );
}
