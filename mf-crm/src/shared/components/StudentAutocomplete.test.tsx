import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudentAutocomplete } from './StudentAutocomplete';
import { apiUrl, http, installServer, listReply, requestsTo, server } from '../../test/server';
import { renderWithProviders } from '../../test/render';

installServer();

describe('StudentAutocomplete', () => {
  it('CRM-35: searches GET students.json?include=school&query= once typing pauses and shows name and school', async () => {
    server.use(
      http.get(apiUrl('students.json'), () =>
        listReply('students', [
          { id: 5, firstName: 'Sam', lastName: 'Student', school: { id: 3, name: 'Lincoln High' } },
        ]),
      ),
    );
    const onChange = jest.fn();
    renderWithProviders(<StudentAutocomplete aria-label="Student" onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Student' }), 'Sam');
    const option = await screen.findByRole('option', { name: /Sam Student/ });
    expect(option).toHaveTextContent('Lincoln High');
    // One call for the whole word: the 400 ms pause debounces the keystrokes.
    expect(requestsTo('GET', 'students.json')).toHaveLength(1);
    expect(Object.fromEntries(requestsTo('GET', 'students.json')[0]!.url.searchParams.entries())).toMatchObject({
      include: 'school',
      query: 'Sam',
    });
    await user.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 5 })));
  });

  it('CRM-35: waits 400 ms after the last keystroke before searching', async () => {
    jest.useFakeTimers();
    try {
      server.use(http.get(apiUrl('students.json'), () => listReply('students', [])));
      renderWithProviders(<StudentAutocomplete aria-label="Student" onChange={() => undefined} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('combobox', { name: 'Student' }), 'Al');
      act(() => jest.advanceTimersByTime(399));
      expect(requestsTo('GET', 'students.json')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(requestsTo('GET', 'students.json')).toHaveLength(1));
    } finally {
      jest.useRealTimers();
    }
  });
});
