// The Shiprocket stand-in as a process of its own, for the browser journeys (e2e/playwright.config.ts):
// `tsx apps/server/src/test/shiprocket-stand-in-main.ts <port>`.
import { startShiprocketStandIn } from './shiprocket-stand-in';

const standIn = await startShiprocketStandIn(Number(process.argv[2] ?? 3198));
console.log(`Shiprocket stand-in at ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
