/**
 * autocannon, without the work it does for callbacks this benchmark never gives it (decision 085).
 *
 * autocannon 9 appends every chunk of every response body to a string (`body += chunk` in
 * lib/pipelinedRequestsQueue.js) for `onResponse`, `verifyBody` and `expectBody`. That decodes
 * each body as UTF-8, and a compressed body is not UTF-8: on 2 cores, with the product pages'
 * 10 KB Brotli bodies, the decoding took 62% of the client's CPU. Against a server that only
 * replays captured pages, the client managed 6,700 req/s when the bodies varied and 13,000 when
 * they did not; sharing the cores with the store, it held the page row to about 6,500. The reference route's body is a few bytes, so the client
 * charged the store's large answers and not the reference. Here the bodies are not collected:
 * their bytes are still read, parsed and counted.
 */
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';

if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function') {
  // A later autocannon moved it: look again before measuring anything.
  throw new Error('autocannon no longer has PipelinedRequestsQueue.addBody: see bench/lib/load-client.ts');
}
PipelinedRequestsQueue.prototype.addBody = () => {};

export default autocannon;
