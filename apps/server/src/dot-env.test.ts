import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings } from './config';
import { readDotEnv } from './dot-env';

const fileWith = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dot-env-')), '.env');
  writeFileSync(file, text);
  return file;
};

describe('.env at the root', () => {
  it('sets what it holds, comments and quotes read as a shell would', () => {
    const env: NodeJS.ProcessEnv = {};
    const file = fileWith(
      '# the shop\nPORT=8080\nMAIL_FROM="Kerala Moto Hub <orders@shop.example>"\n\nLOG_LEVEL=warn\n',
    );
    expect(readDotEnv(env, file).sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM', 'PORT']);
    expect(parseSettings(env)).toMatchObject({
      PORT: 8080,
      MAIL_FROM: 'Kerala Moto Hub <orders@shop.example>',
      LOG_LEVEL: 'warn',
    });
  });

  it('gives way to the real environment, even where it is set empty', () => {
    const env: NodeJS.ProcessEnv = { PORT: '9000', SMTP_URL: '' };
    readDotEnv(env, fileWith('PORT=8080\nSMTP_URL=smtp://relay:25\nHOST=127.0.0.1\n'));
    expect(env).toEqual({ PORT: '9000', SMTP_URL: '', HOST: '127.0.0.1' });
  });

  it('changes nothing when there is no file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '9000' };
    expect(readDotEnv(env, path.join(tmpdir(), 'no-such-dir', '.env'))).toEqual([]);
    expect(env).toEqual({ PORT: '9000' });
  });
});
