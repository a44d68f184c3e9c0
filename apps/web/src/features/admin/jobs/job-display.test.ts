import { describe, expect, it } from 'vitest';
import { makeJob } from '../admin-fixtures';
import { formatTries, jobOutcome, jobStatusTone, splitSummary } from './job-display';

const base = makeJob({ id: 'j1', summary: 'anjali@example.com: Your order KMH100321 is on its way' });
const now = new Date('2026-05-01T06:31:00.000Z');

describe('how a job is shown', () => {
  it('splits a mail into recipient and subject, and leaves anything else whole', () => {
    expect(splitSummary(base)).toEqual({ to: 'anjali@example.com', subject: 'Your order KMH100321 is on its way' });
    expect(splitSummary({ kind: 'cleanup', summary: 'cleanup' })).toEqual({ to: null, subject: 'cleanup' });
    expect(splitSummary({ kind: 'mail', summary: 'mail' })).toEqual({ to: null, subject: 'mail' });
  });

  it('counts tries as "n of max"', () => {
    expect(formatTries({ attempts: 3, maxAttempts: 10 })).toBe('3 of 10');
  });

  it('says what happens next or what happened', () => {
    expect(jobOutcome(base, now)).toBe('Due now');
    expect(jobOutcome({ ...base, attempts: 2 }, now)).toBe('Next try due now');
    expect(jobOutcome({ ...base, attempts: 2, runAt: '2026-05-01T07:30:00.000Z' }, now)).toBe(
      'Next try 1 May 2026, 1:00 pm',
    );
    expect(jobOutcome({ ...base, status: 'running' }, now)).toBe('Being sent now');
    expect(jobOutcome({ ...base, status: 'done', doneAt: '2026-05-01T06:30:05.000Z' }, now)).toBe(
      'Sent 1 May 2026, 12:00 pm',
    );
    expect(jobOutcome({ ...base, status: 'failed' }, now)).toBe('Not sent: tries used up');
  });

  it('marks a waiting mail that already failed a try', () => {
    expect(jobStatusTone(base)).toBe('neutral');
    expect(jobStatusTone({ status: 'pending', attempts: 1 })).toBe('warning');
    expect(jobStatusTone({ status: 'failed', attempts: 10 })).toBe('danger');
  });
});
