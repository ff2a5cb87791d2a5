import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tutoring/build-config/test-kit';
import { LoginForm } from './LazyLoginForm';
import type * as LoginFormModule from './LoginForm';

// The form's chunk: its first download fails (the network was down), the next one arrives. In jest the chunk is the
// module itself, so its failure is the module's first evaluation throwing.
let downloads = 0;
jest.mock('./LoginForm', () => {
  downloads += 1;
  if (downloads === 1) throw new Error('Loading chunk 41 failed');
  return jest.requireActual<typeof LoginFormModule>('./LoginForm');
});

describe('the sign-in form loaded on demand (SHL-03, issue 26)', () => {
  beforeEach(() => {
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a form whose code failed to download shows the failure with Retry in its place, and Retry shows the form', async () => {
    renderWithProviders(<LoginForm onSignedIn={jest.fn()} />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in is not available right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(downloads).toBe(2);
  });
});
