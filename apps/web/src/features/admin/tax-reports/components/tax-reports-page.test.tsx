import { REPORT_LINES_HEADER, TAX_REPORT_MESSAGES, type TaxReportSummary } from '@store/contracts/tax-reports';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';
import { countLineBreaks } from '../api/tax-reports';

const fetchMock = vi.fn<typeof fetch>();
let firstInvoiceDay: string | null;
/** The refusal the tax calls answer, or null. */
let forbidden: string | null;
/** What each download's body was read in: lines, a piece at a time, with the header's count. */
let pieces: string[];
const saved: { name: string; text: string }[] = [];

const amounts = (count: number, paise: number) => ({
  count,
  taxablePaise: paise,
  cgstPaise: 9_00,
  sgstPaise: 9_00,
  igstPaise: 0,
  totalPaise: paise + 18_00,
});

function summary(period: string): TaxReportSummary {
  return {
    period: { id: period, label: period === '2026-10' ? 'October 2026' : 'November 2026', start: '', end: '', fp: '' },
    invoices: amounts(12, 1_00_000_00),
    creditNotes: amounts(1, 1_000_00),
    net: { ...amounts(13, 99_000_00), cgstPaise: 0, sgstPaise: 0, totalPaise: 99_000_00 },
  };
}

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  firstInvoiceDay = '2026-09-14';
  forbidden = null;
  pieces = ['{"gstin":"32AABCK1234M1ZT","b2b":[\n', '{"inum":"KMH/26-27/000001"}\n', ']}\n'];
  saved.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (forbidden && path.includes('/api/admin/tax_report')) {
      return jsonResponse({ error: true, status: 403, message: forbidden, data: null }, 403);
    }
    if (path === '/api/admin/tax_reports') return jsonResponse(envelope({ firstInvoiceDay, today: '2026-11-29' }));
    if (path.startsWith('/api/admin/tax_report_summary')) {
      return jsonResponse(envelope(summary(new URL(path, 'http://x').searchParams.get('period')!)));
    }
    if (path.startsWith('/api/admin/tax_report_gstr1')) {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(encoder.encode(piece));
          controller.close();
        },
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="GSTR1-32AABCK1234M1ZT-102026.json"',
          [REPORT_LINES_HEADER]: String(pieces.length),
        },
      });
    }
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    return jsonResponse(envelope(null));
  });
  // The page saves a download through a link to a blob: keep what would have been saved.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    // jsdom's Blob has no text(); its FileReader reads it.
    const reader = new FileReader();
    reader.onload = () => saved.push({ name: '', text: String(reader.result) });
    reader.readAsText(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: '' });
  });
});

describe('tax reports', () => {
  it('offers the months since the first invoice, the last whole one first, with its figures', async () => {
    renderRoutes(routes, '/admin/tax-reports');
    const month = (await screen.findByLabelText('Month')) as HTMLSelectElement;
    expect(month.value).toBe('2026-10');
    expect([...month.options].map((o) => o.textContent)).toEqual(['November 2026', 'October 2026', 'September 2026']);
    expect(await screen.findByText('October 2026: the figures')).toBeTruthy();
    expect(screen.getAllByText('₹99,000.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Quarter' }));
    const quarter = screen.getByLabelText('Quarter of the financial year') as HTMLSelectElement;
    expect([...quarter.options].map((o) => o.value)).toEqual(['2026-27-Q3', '2026-27-Q2']);
    expect(quarter.value).toBe('2026-27-Q2');
  });

  it('downloads the GSTR-1 as it arrives and saves it under the server’s name', async () => {
    renderRoutes(routes, '/admin/tax-reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Download GSTR-1 (JSON) for October 2026' }));
    expect(await screen.findByText('Saved as GSTR1-32AABCK1234M1ZT-102026.json')).toBeTruthy();
    await waitFor(() => expect(saved.find((s) => s.text)?.text).toBe(pieces.join('')));
    expect(saved.find((s) => s.name)?.name).toBe('GSTR1-32AABCK1234M1ZT-102026.json');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('tax_report_gstr1?period=2026-10'))).toBe(true);
  });

  it('says so when nothing has been invoiced yet', async () => {
    firstInvoiceDay = null;
    renderRoutes(routes, '/admin/tax-reports');
    expect(await screen.findByText('Nothing to report yet')).toBeTruthy();
  });

  it('tells staff kept from money why, and keeps them signed in', async () => {
    forbidden = TAX_REPORT_MESSAGES.moneyOnly;
    renderRoutes(routes, '/admin/tax-reports');
    expect(await screen.findByText(TAX_REPORT_MESSAGES.moneyOnly)).toBeTruthy();
    expect(localStorage.getItem('user')).toContain('t-admin');
  });

  it('signs out on any other refusal, such as a blocked account', async () => {
    forbidden = 'Your account is blocked. Please contact support';
    renderRoutes(routes, '/admin/tax-reports');
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });
});

describe('counting a download’s lines', () => {
  it('counts line breaks in UTF-8 bytes, whatever the script around them', () => {
    expect(countLineBreaks(new TextEncoder().encode('അനു മാത്യു,₹1\r\nप्रिया\n'))).toBe(2);
    expect(countLineBreaks(new Uint8Array())).toBe(0);
  });
});
