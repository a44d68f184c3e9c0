import { AUTH_MESSAGES } from '@store/contracts/auth';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findStoredUser } from '@/lib/session';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/fixtures';
import { OtpVerificationPage } from './otp-verification-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function renderOtp() {
  const router = createMemoryRouter(
    [{ path: '/otp-verification', element: <OtpVerificationPage signInSteps={[]} /> }],
    {
      initialEntries: [
        {
          pathname: '/otp-verification',
          state: { fullName: 'Asha Nair', email: 'asha@example.com', password: 'ride2024' },
        },
      ],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const verifyButton = () => screen.getByRole('button', { name: /Verify Code|Verifying/ }) as HTMLButtonElement;

describe('OTP verification', () => {
  it('shows the e-mail and keeps Verify disabled until 4 digits are entered', async () => {
    renderOtp();
    expect(await screen.findByText('asha@example.com')).toBeTruthy();
    expect(verifyButton().disabled).toBe(true);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123' } });
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(boxes()[3]!, { target: { value: '4' } });
    expect(verifyButton().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Resend Code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/in 60s/)).toBeTruthy();
  });

  it("reads 'Verifying...' while busy and clears the code when it is wrong", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderOtp();
    fireEvent.paste((await screen.findAllByRole('textbox'))[0]!, { clipboardData: { getData: () => '9999' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'asha@example.com', otp: '9999' });

    answer(jsonResponse({ error: true, status: 400, message: AUTH_MESSAGES.codeWrong, data: null }, 400));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.codeWrong);
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '']);
    expect(verifyButton().disabled).toBe(true);
  });

  it('signs in with the session of a right code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        error: false,
        status: 200,
        message: 'Account created',
        data: {
          token: 'tok',
          name: 'Asha Nair',
          email: 'asha@example.com',
          role: 'customer',
          cart_count: 0,
          like_count: 0,
          liked_products: [],
        },
      }),
    );
    renderOtp();
    fireEvent.paste((await screen.findAllByRole('textbox'))[0]!, { clipboardData: { getData: () => '1234' } });
    fireEvent.click(verifyButton());
    await vi.waitFor(() => expect(findStoredUser()?.token).toBe('tok'));
  });
});
