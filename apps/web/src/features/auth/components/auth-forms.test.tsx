import { AUTH_MESSAGES } from '@store/contracts/auth';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, message = 'OK') => jsonResponse({ error: false, status: 200, message, data });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok({ google_client_id: null }));
  vi.stubGlobal('fetch', fetchMock);
});
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

describe('sign-up form', () => {
  it('shows the contract messages of the validation rules and sends nothing', async () => {
    renderRoutes([{ path: '/signup', element: <SignUpPage /> }], '/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(AUTH_MESSAGES.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.termsRequired)).toBeTruthy();

    type('Full Name', 'Asha 2');
    type('Email', 'not-an-email');
    type('Password', 'abcdefg');
    type('Confirm Password', 'abcdefh');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(AUTH_MESSAGES.fullNameLetters)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordMix)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordsDiffer)).toBeTruthy();

    type('Password', 'ab1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(AUTH_MESSAGES.passwordMin)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('sign_up'))).toHaveLength(0);
  });

  it('mails the code and moves to the OTP step with only the e-mail in router state', async () => {
    fetchMock.mockResolvedValue(ok({ email: 'asha@example.com' }, AUTH_MESSAGES.codeSent));
    const { router } = renderRoutes(
      [
        { path: '/signup', element: <SignUpPage /> },
        { path: '/otp-verification', element: <p>otp step</p> },
      ],
      '/signup',
    );
    type('Full Name', 'Asha Nair');
    type('Email', 'Asha@Example.com');
    type('Password', 'ride2024');
    type('Confirm Password', 'ride2024');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('otp step')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/sign_up');
    expect(sentBody()).toEqual({
      fullName: 'Asha Nair',
      email: 'asha@example.com',
      password: 'ride2024',
      confirmPassword: 'ride2024',
    });
    // The name and password wait on the server with the code; the password is not kept in history.
    expect(router.state.location.state).toEqual({ email: 'asha@example.com' });
    expect(localStorage.length).toBe(0);
  });
});

describe('sign-in form', () => {
  it('requires both fields, then shows the server message for a wrong password', async () => {
    renderRoutes([{ path: '/signin', element: <SignInPage signInSteps={[]} /> }], '/signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();

    fetchMock.mockImplementation(async (input) =>
      String(input).includes('auth_config')
        ? ok({ google_client_id: null })
        : jsonResponse({ error: true, status: 400, message: AUTH_MESSAGES.loginFailed, data: null }, 400),
    );
    type('Email', 'asha@example.com');
    type('Password', 'wrong1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.loginFailed);
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('shows field errors the server sends beside the fields', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('auth_config')
        ? ok({ google_client_id: null })
        : jsonResponse(
            {
              error: true,
              status: 400,
              message: 'Email must be at most 100 characters',
              data: null,
              errors: [{ path: 'email', message: 'Email must be at most 100 characters' }],
            },
            400,
          ),
    );
    renderRoutes([{ path: '/signin', element: <SignInPage signInSteps={[]} /> }], '/signin');
    type('Email', 'asha@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const field = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Email must be at most 100 characters')).toBeTruthy();
  });
});

describe('a sign-up never confirmed', () => {
  it('signing in opens the code screen for its e-mail, keeping where the shopper was going', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('auth_config')
        ? ok({ google_client_id: null })
        : ok({ email: 'asha@example.com', confirm_email: true }, AUTH_MESSAGES.confirmEmail),
    );
    const { router } = renderRoutes(
      [
        { path: '/signin', element: <SignInPage signInSteps={[]} /> },
        { path: '/otp-verification', element: <p>otp step</p> },
      ],
      '/signin?redirect=%2Fliked',
    );
    type('Email', 'asha@example.com');
    type('Password', 'ride2024');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('otp step')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fliked');
    expect(router.state.location.state).toEqual({ email: 'asha@example.com' });
  });
});

describe('names in any script', () => {
  it('takes a Malayalam or Hindi full name on sign-up and refuses digits', async () => {
    fetchMock.mockResolvedValue(ok({ email: 'anu@example.com' }, AUTH_MESSAGES.codeSent));
    renderRoutes(
      [
        { path: '/signup', element: <SignUpPage /> },
        { path: '/otp-verification', element: <p>otp step</p> },
      ],
      '/signup',
    );
    type('Full Name', 'അനു 2');
    type('Email', 'anu@example.com');
    type('Password', 'ride2024');
    type('Confirm Password', 'ride2024');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(AUTH_MESSAGES.fullNameLetters)).toBeTruthy();

    type('Full Name', 'അനു ജോസഫ്');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('otp step')).toBeTruthy();
    expect(sentBody()).toMatchObject({ fullName: 'അനു ജോസഫ്' });
  });
});

describe('forgot password', () => {
  it('shows step 2 once the code is sent, and checks the new passwords', async () => {
    fetchMock.mockResolvedValue(ok({ email: 'asha@example.com' }, AUTH_MESSAGES.resetCodeSent));
    renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    type('Email', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    const create = await screen.findByRole('button', { name: 'Create New Password' });
    fireEvent.click(create);
    expect(screen.getByText(AUTH_MESSAGES.otpInvalid)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.confirmRequired)).toBeTruthy();
  });
});
