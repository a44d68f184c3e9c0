import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const badCheck = {
  ok: false,
  rows: 3,
  products: 2,
  newProducts: 2,
  updatedProducts: 0,
  errorCount: 2,
  errors: [
    { row: 2, column: 'price_inr', message: 'Price must be more than zero' },
    { row: 4, column: 'brand', message: 'Unknown brand Xyz' },
  ],
};
const goodCheck = { ...badCheck, ok: true, errorCount: 0, errors: [] };

/** The import's answer: NDJSON lines arriving in separate chunks, one cut mid-line. */
function progressStream(): Response {
  const chunks = [
    '{"type":"start","total":2}\n{"type":"progress","done":1,"total":2,"handle":"axor-apex"}\n{"type":"prog',
    'ress","done":2,"total":2,"handle":"rynox-air"}\n',
    '{"type":"done","created":1,"updated":1,"unchanged":0,"variants":5}\n',
  ];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

function chooseFile(name: string) {
  const input = screen.getByLabelText(/Choose a \.csv file|\.csv · choose again/, { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File(['handle,name\n'], name, { type: 'text/csv' })] } });
}

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path === '/api/admin/import/check') {
      const file = (init?.body as FormData).get('file') as File;
      return jsonResponse(envelope(file.name === 'bad.csv' ? badCheck : goodCheck));
    }
    if (path === '/api/admin/import') return progressStream();
    return jsonResponse(envelope(null));
  });
});

describe('import', () => {
  it('lists the rows in error and offers no import until the file is fixed', async () => {
    renderRoutes(routes, '/admin/import');
    await screen.findByRole('heading', { name: 'Import & export' });
    chooseFile('bad.csv');
    const table = await screen.findByRole('table', { name: 'Rows in error' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowColumnProblem', '2price_inrPrice must be more than zero', '4brandUnknown brand Xyz']);
    expect(screen.getByRole('alert').textContent).toContain('2 problems in 3 rows');
    expect(screen.getByRole('button', { name: /^Import/ })).toHaveProperty('disabled', true);
  });

  it('imports a checked file and follows its progress to the end', async () => {
    renderRoutes(routes, '/admin/import');
    await screen.findByRole('heading', { name: 'Import & export' });
    chooseFile('good.csv');
    const importButton = await screen.findByRole('button', { name: 'Import 2 products' });
    fireEvent.click(importButton);
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText('2 of 2 products')).toBeTruthy();
    expect(screen.getByText(/1 created, 1 updated, 0 unchanged; 5 variants written/)).toBeTruthy();
  });
});
