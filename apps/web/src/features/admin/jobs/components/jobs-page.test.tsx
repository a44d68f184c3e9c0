import { JOB_MESSAGES, type AdminJob } from '@store/contracts/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeJob, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const longError = `connect ECONNREFUSED 127.0.0.1:1 ${'while talking to the mail server '.repeat(5)}`.trim();

const failed = makeJob({
  id: 'j-failed',
  summary: 'anjali@example.com: Order KMH100321 confirmed',
  status: 'failed',
  attempts: 10,
  lastError: longError,
});
const stale = makeJob({
  id: 'j-stale',
  summary: 'ravi@example.com: Your order has shipped',
  status: 'failed',
  attempts: 3,
  lastError: 'Greeting never received',
});
const sent = makeJob({
  id: 'j-sent',
  summary: 'ravi@example.com: Password changed',
  status: 'done',
  attempts: 1,
  doneAt: '2026-05-01T06:30:05.000Z',
});
const counts = { pending: 4, running: 0, done: 37, failed: 2 };

/** What the server holds: retrying the failed mail moves it to Waiting, the stale one is already gone. */
let jobs: AdminJob[];
const jobCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/jobs?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  jobs = [failed, stale, sent];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path.startsWith('/api/admin/orders'))
      return jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 6 }));
    if (path === '/api/admin/jobs/j-failed/retry' && init?.method === 'POST') {
      const queued = { ...failed, status: 'pending' as const, attempts: 0 };
      jobs = jobs.map((job) => (job.id === failed.id ? queued : job));
      return jsonResponse({ ...envelope(queued), message: JOB_MESSAGES.retried });
    }
    if (path === '/api/admin/jobs/j-stale/retry' && init?.method === 'POST') {
      return jsonResponse({ error: true, status: 409, message: JOB_MESSAGES.notFailed, data: null }, 409);
    }
    if (path.startsWith('/api/admin/jobs?')) {
      const status = new URL(path, 'http://x').searchParams.get('status');
      const items = status ? jobs.filter((job) => job.status === status) : jobs;
      return jsonResponse(envelope({ items, total: items.length, page: 1, pageSize: 20, counts }));
    }
    return jsonResponse(envelope(null));
  });
});

describe('mail outbox', () => {
  it('lists the mails with status, tries and error, and filters by status in the URL', async () => {
    const { router } = renderRoutes(routes, '/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Mail outbox' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Mail outbox' });
    const row = (await within(table).findByText('Order KMH100321 confirmed')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('to anjali@example.com')).toBeTruthy();
    expect(within(row).getAllByText('Failed').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('10 of 10').length).toBeGreaterThan(0);
    // A long error is cut short, whole on hover and after a click.
    const error = within(row).getAllByText(longError)[0];
    expect(error?.getAttribute('title')).toBe(longError);
    const expand = within(row).getAllByRole('button', { name: 'Show the whole error' })[0];
    if (!expand) throw new Error('no expand');
    fireEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const sentRow = within(table).getByText('Password changed').closest('tr');
    expect(sentRow?.textContent).toContain('Sent 1 May 2026, 12:00 pm');
    expect(within(sentRow as HTMLElement).queryByRole('button', { name: /Retry/ })).toBeNull();

    // The tabs carry the counts; All is their sum.
    const tabs = screen.getByRole('group', { name: 'Status' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['All43', 'Waiting4', 'Sending0', 'Sent37', 'Failed2']);
    fireEvent.click(within(tabs).getByRole('button', { name: /^Failed/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await vi.waitFor(() => expect(jobCalls().at(-1)).toEqual({ page: '1', status: 'failed' }));
    await vi.waitFor(() => expect(within(table).queryByText('Password changed')).toBeNull());
    expect(jobCalls()[0]).toEqual({ page: '1' });
  });

  it('retries a failed mail, says so and refreshes the list', async () => {
    renderRoutes(routes, '/admin/outbox?status=failed');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Retry the mail to anjali@example.com: Order KMH100321 confirmed' }),
    );
    expect(await screen.findByText(JOB_MESSAGES.retried)).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual(['/api/admin/jobs/j-failed/retry']);
    // The refreshed Failed tab no longer has it.
    await vi.waitFor(() => expect(screen.queryByText('Order KMH100321 confirmed')).toBeNull());
    expect(jobCalls().length).toBeGreaterThan(1);
  });

  it("shows the server's refusal when the mail is no longer failed, and refreshes the list", async () => {
    renderRoutes(routes, '/admin/outbox');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Retry the mail to ravi@example.com: Your order has shipped' }),
    );
    expect(await screen.findByText(JOB_MESSAGES.notFailed)).toBeTruthy();
    expect(screen.getByText('Mail not queued again')).toBeTruthy();
    await vi.waitFor(() => expect(jobCalls().length).toBe(2));
  });

  it('says so when the list is empty', async () => {
    jobs = [];
    renderRoutes(routes, '/admin/outbox?status=failed');
    expect(await screen.findByText('No failed mails. Every mail got through.')).toBeTruthy();
  });

  it('puts a notice on the dashboard when mails failed, linking to them', async () => {
    renderRoutes(routes, '/admin');
    const notice = await screen.findByText('2 mails could not be sent.');
    expect(jobCalls().at(-1)).toEqual({ page: '1', pageSize: '1', status: 'failed' });
    const link = within(notice.closest('[role="status"]') as HTMLElement).getByRole('link', {
      name: 'See failed mails',
    });
    expect(link.getAttribute('href')).toBe('/admin/outbox?status=failed');
  });
});
