import { ADMIN_MESSAGES, type AdminCategory } from '@store/contracts/admin';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { envelope, signInAs } from '../../admin-fixtures';
import { CategoryDialog } from './category-dialogs';

const make: AdminCategory = {
  id: '00000000-0000-4000-8000-0000000000d1',
  parentId: '00000000-0000-4000-8000-0000000000b1',
  name: 'Royal Enfield',
  slug: 'royal-enfield',
  kind: 'make',
  image: null,
  position: 0,
  hidden: false,
  depth: 1,
  path: 'Shop by Bike › Royal Enfield',
  productCount: 0,
  childCount: 1,
  yearFrom: null,
  yearTo: null,
};
const classic: AdminCategory = {
  ...make,
  id: '00000000-0000-4000-8000-0000000000d2',
  parentId: make.id,
  name: 'Classic 350',
  slug: 'royal-enfield-classic-350',
  kind: 'model',
  depth: 2,
  childCount: 0,
  yearFrom: 2009,
  yearTo: 2020,
};

const fetchMock = vi.fn<typeof fetch>();
const sent = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  signInAs('admin');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(envelope(classic)));
});

describe("a model's years in the category dialog", () => {
  it('shows the years of a model, and sends only what changed: a blank last year is still made', async () => {
    const onClose = vi.fn();
    renderWithRouter(<CategoryDialog mode="edit" category={classic} onClose={onClose} />);
    expect((await screen.findByLabelText('First year')).getAttribute('value')).toBe('2009');
    fireEvent.change(screen.getByLabelText('Last year'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('PATCH')).toEqual([{ yearTo: null }]);
  });

  it('offers years only for a model, and refuses a last year before the first before sending', async () => {
    renderWithRouter(<CategoryDialog mode="add" parent={make} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Hunter 350' } });
    fireEvent.change(screen.getByLabelText('First year'), { target: { value: '2022' } });
    fireEvent.change(screen.getByLabelText('Last year'), { target: { value: '2021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(ADMIN_MESSAGES.yearsOrder)).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Last year'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    await vi.waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({ name: 'Hunter 350', kind: 'model', yearFrom: 2022, yearTo: null });

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'category' } });
    expect(screen.queryByLabelText('First year')).toBeNull();
  });
});
