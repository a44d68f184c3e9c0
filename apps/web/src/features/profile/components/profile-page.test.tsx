import { ADDRESS_MESSAGES } from '@store/contracts/address';
import { AUTH_MESSAGES } from '@store/contracts/auth';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ProfilePage } from './profile-page';

const fetchMock = vi.fn<typeof fetch>();
const profile = {
  name: 'Asha Nair',
  email: 'asha@example.com',
  has_password: true,
  address: [
    {
      _id: '00000000-0000-4000-8000-000000000001',
      name: 'Asha Nair',
      phone: '9876543210',
      pin_code: '682001',
      locality: 'Fort Kochi',
      address: '12 Beach Road',
      town: 'Kochi',
      state: 'Kerala',
      landmark: 'Near the ferry',
      alternate_phone: null,
      flag: true,
    },
  ],
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ error: false, status: 200, message: 'ok', data: profile }));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('user', JSON.stringify({ token: 't', name: 'Asha Nair' }));
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

function renderProfile(path = '/profile') {
  return renderRoutes([{ path: '/profile', element: <ProfilePage onSignOut={() => {}} /> }], path);
}

describe('profile', () => {
  it('edits the name inline with the profile-name rule', async () => {
    renderProfile();
    await screen.findByText('asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: /Edit name/ }));
    type('Name', 'Ash');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(AUTH_MESSAGES.nameMin)).toBeTruthy();
    expect(screen.getByText('First name must be at least 4 characters long')).toBeTruthy();
    type('Name', 'Asha 9');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(AUTH_MESSAGES.nameLetters)).toBeTruthy();
  });

  it('lists addresses and shows every address message on an empty form', async () => {
    renderProfile();
    const card = await screen.findByRole('listitem', { name: 'Address of Asha Nair' });
    expect(within(card).getByText('12 Beach Road')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add address/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const message of [
      ADDRESS_MESSAGES.nameRequired,
      ADDRESS_MESSAGES.phoneRequired,
      ADDRESS_MESSAGES.pinCodeRequired,
      ADDRESS_MESSAGES.addressRequired,
      ADDRESS_MESSAGES.townRequired,
      ADDRESS_MESSAGES.stateRequired,
      ADDRESS_MESSAGES.landmarkRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    type('Mobile', '98765');
    type('Pin code', '6820');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText(ADDRESS_MESSAGES.phoneDigits)).toBeTruthy();
    expect(screen.getByText(ADDRESS_MESSAGES.pinCodeDigits)).toBeTruthy();
    // Letters are refused as they are typed; six digits no PIN has are nowhere the shop delivers.
    type('Pin code', '0a1b2c345x6');
    expect((screen.getByLabelText('Pin code') as HTMLInputElement).value).toBe('012345');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText(ADDRESS_MESSAGES.pinCodeNotServed)).toBeTruthy();
  });

  it('asks before deleting an address', async () => {
    renderProfile();
    const card = await screen.findByRole('listitem', { name: 'Address of Asha Nair' });
    fireEvent.click(within(card).getByRole('button', { name: /Delete/ }));
    expect(within(card).getByText('Delete this address?')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/delete_address?id='))).toBe(true),
    );
  });

  it('checks the password change and stores the new token', async () => {
    renderProfile('/profile?tab=security');
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(screen.getByText(AUTH_MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    fetchMock.mockResolvedValue(
      jsonResponse({ error: false, status: 200, message: 'Password changed', data: { token: 'fresh' } }),
    );
    type('Current Password', 'ride2024');
    type('New Password', 'ride2025');
    type('Confirm New Password', 'ride2025');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').token).toBe('fresh'));
  });

  it('sets the first password of an account made at express checkout, without a current one', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: false, status: 200, message: 'ok', data: { ...profile, has_password: false } }),
    );
    renderProfile('/profile?tab=security');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    fetchMock.mockResolvedValue(
      jsonResponse({ error: false, status: 200, message: 'Password changed', data: { token: 'first' } }),
    );
    type('New Password', 'ride2025');
    type('Confirm New Password', 'ride2025');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').token).toBe('first'));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('profile_password_edit'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ new_password: 'ride2025', confirm_new_password: 'ride2025' });
  });
});
