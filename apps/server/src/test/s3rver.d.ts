/** The part of @20minutes/s3rver (a fake S3 server in plain JavaScript, shipped without types) the tests use. */
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 for any free port. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory?: string;
    configureBuckets?: Array<{ name: string }>;
  }

  /** The part of a Koa request context the tests' own middleware reads and replaces. */
  interface S3rverContext {
    path: string;
    app: object;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list (s3rver is a Koa app), composed when it starts listening. */
    middleware: Array<(ctx: S3rverContext, next: () => Promise<void>) => Promise<void>>;
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
