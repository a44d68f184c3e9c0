import { readFileSync } from 'node:fs';
import { BlockList, isIPv4 } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTING_NAMES } from './config';

/*
 * Docker is not on the machines these tests run on, so the files that run a shop (Dockerfile,
 * compose.yaml, deploy/) are held here to what the server and the repository are: every setting
 * they set is one the server reads, every script they name exists, and the ports and addresses agree.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

const dockerfile = read('Dockerfile');
const compose = parse(read('compose.yaml'), { merge: true }) as Record<string, any>;
const caddyfile = read('deploy/Caddyfile');
const unit = read('deploy/motoshop.service');
const envExample = read('.env.example');
const rootPackage = JSON.parse(read('package.json')) as { scripts: Record<string, string>; workspaces: string[] };

/** Names set in `.env.example` (`NAME=value` lines). */
const exampleNames = [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
/** Names compose.yaml reads from `.env` for itself, not for the store. */
const COMPOSE_ONLY = ['SITE_ADDRESS', 'POSTGRES_PASSWORD', 'BACKUP_KEEP'];
type Service = { image?: string; build?: string; command?: string[]; environment?: object; volumes?: string[] };
const storeServices = Object.entries(compose.services as Record<string, Service>).filter(
  ([, service]) => service.build === '.' && service.command === undefined,
);

/** The store's settings in compose (`${NAME:-default}` left as written). */
function storeEnvironment(): Record<string, string> {
  const [, first] = storeServices[0]!;
  return (first as { environment: Record<string, string> }).environment;
}

describe('the settings the deploy files set', () => {
  it('are settings the server reads', () => {
    expect(storeServices.map(([name]) => name)).toEqual(['store1', 'store2']);
    const envNames = [...dockerfile.matchAll(/^\s*(?:ENV\s+)?([A-Z][A-Z0-9_]*)=\S+(?:\s*\\)?$/gm)].map((m) => m[1]!);
    expect(envNames).toEqual(expect.arrayContaining(['NODE_ENV', 'PORT', 'DATA_DIR', 'SEED_DEMO']));
    for (const name of [...Object.keys(storeEnvironment()), ...envNames]) expect(SETTING_NAMES).toContain(name);
    for (const [, service] of storeServices) {
      expect((service as { environment: object }).environment).toEqual(storeEnvironment());
    }
  });

  it('are every one listed in .env.example, which lists nothing else', () => {
    expect([...exampleNames].sort()).toEqual([...SETTING_NAMES, ...COMPOSE_ONLY].sort());
    // Whatever compose reads from .env is there to be set.
    const asked = [...JSON.stringify(compose).matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
    for (const name of asked) expect(exampleNames).toContain(name);
  });

  it('keep a shop on its own: production, no demo catalog, the volume for DATA_DIR', () => {
    const env = storeEnvironment();
    expect(env.NODE_ENV).toBe('production');
    expect(env.SEED_DEMO).toBe('${SEED_DEMO:-false}');
    expect(dockerfile).toMatch(/^VOLUME \/data$/m);
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    expect(env.DATA_DIR).toBe('/data');
    // Two servers, one secret: sessions signed by one are read by the other.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    // Pictures on a volume both servers share.
    const uploads = storeServices.map(([, s]) =>
      (s as { volumes: string[] }).volumes.find((v) => v.endsWith(':/uploads')),
    );
    expect(uploads).toEqual(['uploads:/uploads', 'uploads:/uploads']);
    expect(env.UPLOAD_DIR).toBe('/uploads');
  });
});

describe('the scripts and files they name', () => {
  it('start the server as npm run serve does, as a user of its own', () => {
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "serve"\]$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/npm run serve$/m);
    expect(rootPackage.scripts.serve).toMatch(/node .*apps\/server\/dist\/main\.js$/);
    expect(rootPackage.scripts.build).toBeDefined();
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(unit).toMatch(/^User=motoshop$/m);
  });

  it('copy every workspace and every output the server needs', () => {
    for (const workspace of rootPackage.workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
    // What scripts/build-if-stale.mjs says the store needs to start.
    for (const output of ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-ssr']) {
      expect(dockerfile).toContain(`COPY --from=build /app/${output} ${output}`);
    }
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.env', 'data', 'backups']));
  });

  it("back the shop up every day with the servers' settings and pictures, keeping BACKUP_KEEP archives", () => {
    const backup = compose.services.backup as Service;
    expect(backup.build).toBe('.');
    expect(backup.environment).toEqual(storeEnvironment());
    expect(backup.volumes).toEqual(['uploads:/uploads', './backups:/backups']);
    const script = backup.command!.at(-1)!;
    // The entry the build makes for `npm run backup`, which the image runs without npm's build check.
    expect(rootPackage.scripts.backup).toMatch(/node apps\/server\/dist\/backup\.js$/);
    expect(script).toContain('node apps/server/dist/backup.js --dir /backups --keep ${BACKUP_KEEP:-14}');
    expect(read('apps/server/build.mjs')).toContain("backup: 'src/cli/backup.ts'");
    expect(read('.gitignore').split('\n')).toContain('backups/');
  });
});

describe('ports and addresses', () => {
  it('agree between the image, the servers and Caddy', () => {
    const port = storeEnvironment().PORT;
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    expect(dockerfile).toMatch(new RegExp(`PORT=${port} `));
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(storeServices.map(([name]) => `${name}:${port}`));
    expect(caddyfile).toMatch(/health_uri \/api\/health/);
  });

  it("believe forwarded addresses only from Caddy's own, on the shop's network", () => {
    const caddy = compose.services.caddy;
    expect(caddy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const address = caddy.networks.shop.ipv4_address as string;
    expect(isIPv4(address)).toBe(true);
    expect(storeEnvironment().TRUST_PROXY).toBe(address);
    const [subnet, prefix] = (compose.networks.shop.ipam.config[0].subnet as string).split('/');
    const network = new BlockList();
    network.addSubnet(subnet!, Number(prefix));
    expect(network.check(address)).toBe(true);
    // Only Caddy and Mailpit's page are reachable from outside; the servers and databases are not.
    for (const [name, service] of Object.entries(compose.services as Record<string, { ports?: string[] }>)) {
      if (name === 'caddy') expect(service.ports).toEqual(['80:80', '443:443']);
      else if (name === 'mailpit') expect(service.ports).toEqual(['127.0.0.1:8025:8025']);
      else expect(service.ports).toBeUndefined();
    }
  });

  it('reach PostgreSQL and Valkey by the names compose gives them', () => {
    const env = storeEnvironment();
    expect(new URL(env.DATABASE_URL!.replace('${POSTGRES_PASSWORD:-shop}', 'x')).host).toBe('postgres:5432');
    expect(compose.services.postgres.image).toBe('postgres:16');
    expect(env.REDIS_URL).toBe('redis://valkey:6379');
    expect(new URL(env.SMTP_URL!).host).toBe('mailpit:1025');
  });
});
