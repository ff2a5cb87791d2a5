import { Component, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { forgetFailedLoad, loadable } from './loadable';

/** What an area's error boundary does (platform's RemoteErrorBoundary): shows the failure, forgets it, Retry remounts. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    forgetFailedLoad(error);
  }
  override render() {
    if (this.state.failed)
      return (
        <button type="button" onClick={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}>
          Retry
        </button>
      );
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}

describe('loadable: code loaded on demand (issue 26)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a download that failed is made again on Retry once it has been shown (React.lazy alone keeps the failure)', async () => {
    let downloads = 0;
    const code = loadable<{ name: string }>(() => {
      downloads += 1;
      return downloads === 1
        ? Promise.reject(new Error('Loading chunk 7 failed'))
        : Promise.resolve(({ name }: { name: string }) => <p>Calendar of {name}</p>);
    });
    function Part() {
      const [Implementation] = useState<ComponentType<{ name: string }>>(() => code.loaded() ?? code.lazy());
      return (
        <Suspense fallback={<p>Loading</p>}>
          <Implementation name="Tara" />
        </Suspense>
      );
    }
    renderWithTheme(
      <Boundary>
        <Part />
      </Boundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Calendar of Tara')).toBeInTheDocument();
    expect(downloads).toBe(2);
  });

  it('a failure not yet shown is not downloaded again by the render React makes at once (no request loop offline)', async () => {
    let downloads = 0;
    const code = loadable(() => {
      downloads += 1;
      return Promise.reject(new Error('Loading chunk 7 failed'));
    });
    function Part() {
      const [Implementation] = useState<ComponentType>(() => code.loaded() ?? code.lazy());
      return (
        <Suspense fallback={<p>Loading</p>}>
          <Implementation />
        </Suspense>
      );
    }
    renderWithTheme(
      <Boundary>
        <Part />
      </Boundary>,
    );
    await screen.findByRole('button', { name: 'Retry' });
    expect(downloads).toBe(1);
  });
});
