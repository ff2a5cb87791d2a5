import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_TEXTS } from '@tutoring/domain';
import { HttpResponse, createTestServer, http, renderWithProviders, testUser } from '@tutoring/build-config/test-kit';
import { LoginForm } from './LoginForm';

const network = createTestServer();
network.install();

describe('LoginForm on the contract schema (SHL-03, issue 23)', () => {
  it('SHL-03: the e-mail field has the focus, so a person signs in by typing the e-mail, Tab, the password, Enter', async () => {
    const onSignedIn = jest.fn();
    const user = testUser();
    network.server.use(http.post('*/api/login.json', () => HttpResponse.json({ user, csrfToken: 't' })));
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { user: null });
    expect(screen.getByLabelText(LOGIN_TEXTS.email)).toHaveFocus();
    await userEvent.keyboard('admin@example.com');
    await userEvent.tab();
    await userEvent.keyboard('password123{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: user.id })));
    expect(network.seen.find((r) => r.method === 'POST')?.body).toEqual({
      user: { email: 'admin@example.com', password: 'password123' },
    });
  });

  it('SHL-03: an empty e-mail or password sends nothing and says so once', async () => {
    renderWithProviders(<LoginForm onSignedIn={jest.fn()} />, { user: null });
    await userEvent.type(screen.getByLabelText(LOGIN_TEXTS.email), 'admin@example.com');
    await userEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_TEXTS.missing);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(network.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("SHL-03: refused credentials show the server's message and keep the e-mail", async () => {
    network.server.use(
      http.post('*/api/login.json', () =>
        HttpResponse.json({ errors: ['Invalid email or password.'] }, { status: 401 }),
      ),
    );
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { user: null });
    await userEvent.type(screen.getByLabelText(LOGIN_TEXTS.email), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(LOGIN_TEXTS.password), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText(LOGIN_TEXTS.email)).toHaveValue('admin@example.com');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('SHL-03: good credentials sign in with the trimmed e-mail', async () => {
    const user = testUser();
    network.server.use(http.post('*/api/login.json', () => HttpResponse.json({ user, csrfToken: 't' })));
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { user: null });
    await userEvent.type(screen.getByLabelText(LOGIN_TEXTS.email), ' admin@example.com ');
    await userEvent.type(screen.getByLabelText(LOGIN_TEXTS.password), 'secret');
    await userEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: user.id })));
    const login = network.seen.find((r) => r.method === 'POST')!;
    expect(login.body).toEqual({ user: { email: 'admin@example.com', password: 'secret' } });
  });
});
