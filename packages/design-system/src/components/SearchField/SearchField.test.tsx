import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axe, renderWithTheme } from '../../../test/render';
import { SEARCH_MAX_LENGTH, SearchField } from './SearchField';

/** A list page's use: the search in effect lives in the page's state (the URL in the apps). */
function ListSearch({
  onSearch,
  delay,
  initial = '',
  echoAfter,
}: {
  onSearch: (t: string) => void;
  delay?: number;
  initial?: string;
  /** The applied search comes back as the value this much later (a router's update), else at once. */
  echoAfter?: number;
}) {
  const [query, setQuery] = useState(initial);
  return (
    <>
      <SearchField
        label="Search parents"
        value={query}
        delay={delay}
        onSearch={(text) => {
          onSearch(text);
          if (echoAfter === undefined) setQuery(text);
          else setTimeout(() => setQuery(text), echoAfter);
        }}
      />
      <button onClick={() => setQuery('')}>Clear filters</button>
      <button onClick={() => setQuery('smith')}>Back</button>
    </>
  );
}

describe('SearchField', () => {
  it('applies the trimmed text on Enter and with the Search button, once per search (X-01)', async () => {
    const onSearch = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<ListSearch onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search parents' });
    await user.type(box, '  smith {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('smith');
    // The same search again is not a new one.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('without a delay, typing alone applies nothing', async () => {
    jest.useFakeTimers();
    try {
      const onSearch = jest.fn();
      renderWithTheme(<ListSearch onSearch={onSearch} />);
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'smith' } });
      act(() => jest.advanceTimersByTime(5000));
      expect(onSearch).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('STF-02: with a delay, the text applies after the typing pause, not before, and keeps what is typed after', () => {
    jest.useFakeTimers();
    try {
      const onSearch = jest.fn();
      renderWithTheme(<ListSearch onSearch={onSearch} delay={500} echoAfter={50} />);
      const box = screen.getByRole('searchbox', { name: 'Search parents' });
      fireEvent.change(box, { target: { value: 'ti' } });
      act(() => jest.advanceTimersByTime(300));
      fireEvent.change(box, { target: { value: 'tin' } });
      act(() => jest.advanceTimersByTime(499));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenLastCalledWith('tin');
      // The applied search coming back as the value does not overwrite the text typed meanwhile.
      fireEvent.change(box, { target: { value: 'tina' } });
      act(() => jest.advanceTimersByTime(50));
      expect(box).toHaveValue('tina');
      // Enter applies at once and cancels the pending pause.
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(onSearch).toHaveBeenLastCalledWith('tina');
      act(() => jest.advanceTimersByTime(1000));
      expect(onSearch).toHaveBeenCalledTimes(2);
      expect(box).toHaveValue('tina');
    } finally {
      jest.useRealTimers();
    }
  });

  it('STF-02: a search changed from outside during a typing pause drops the pause (Clear filters wins)', () => {
    jest.useFakeTimers();
    try {
      const onSearch = jest.fn();
      renderWithTheme(<ListSearch onSearch={onSearch} delay={500} initial="jones" />);
      const box = screen.getByRole('searchbox', { name: 'Search parents' });
      fireEvent.change(box, { target: { value: 'tina' } });
      act(() => jest.advanceTimersByTime(200));
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(box).toHaveValue('');
      act(() => jest.advanceTimersByTime(1000));
      expect(onSearch).not.toHaveBeenCalled();
      expect(box).toHaveValue('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a search changed from outside (Clear filters, back) in the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ListSearch onSearch={jest.fn()} initial="jones" />);
    const box = screen.getByRole('searchbox', { name: 'Search parents' });
    expect(box).toHaveValue('jones');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('smith');
  });

  it('Enter never submits an enclosing form', () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={submit}>
        <SearchField label="Search" value="" onSearch={jest.fn()} />
      </form>,
    );
    const enter = fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(enter).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes at most SEARCH_MAX_LENGTH characters, also when a long text is pasted: the search (and the address) stay short', async () => {
    const onSearch = jest.fn();
    renderWithTheme(<ListSearch onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search parents' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(SEARCH_MAX_LENGTH + 5000));
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('x'.repeat(SEARCH_MAX_LENGTH));
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<SearchField label="Search parents" value="smith" onSearch={jest.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
