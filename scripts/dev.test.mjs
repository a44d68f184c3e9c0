import { describe, expect, it } from 'vitest';
import { formatLogLine } from './dev.mjs';

const at = new Date(2026, 10, 29, 12, 4, 5).getTime();

describe("the dev command's log lines", () => {
  it("print the server's JSON lines as time, level, message and fields", () => {
    const line = JSON.stringify({
      level: 40,
      time: at,
      pid: 1,
      hostname: 'vm',
      msg: 'job failed',
      jobId: 'j1',
      attempt: 2,
    });
    expect(formatLogLine(line)).toBe('12:04:05 WARN  job failed jobId=j1 attempt=2');
  });

  it('show a request with its answer and time, and an error by its message', () => {
    const request = JSON.stringify({
      level: 30,
      time: at,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/home' },
      res: { statusCode: 200 },
      responseTime: 3.4,
    });
    expect(formatLogLine(request)).toBe('12:04:05 INFO  request completed GET /api/home → 200 3 ms');
    const failed = JSON.stringify({
      level: 50,
      time: at,
      msg: 'closing after an error',
      err: { message: 'boom', stack: '...' },
    });
    expect(formatLogLine(failed)).toBe('12:04:05 ERROR closing after an error err=boom');
  });

  it('leave anything else as it is', () => {
    expect(formatLogLine('  VITE v8 ready in 300 ms')).toBe('  VITE v8 ready in 300 ms');
    expect(formatLogLine('{ not json')).toBe('{ not json');
    expect(formatLogLine('{"a":1}')).toBe('{"a":1}');
  });
});
