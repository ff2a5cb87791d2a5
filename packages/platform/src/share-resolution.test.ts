import { pageCopyFirstPlugin } from './share-resolution';

type Args = Parameters<NonNullable<ReturnType<typeof pageCopyFirstPlugin>['resolveShare']>>[0];

/** The runtime's question for `pkg` as a remote needing `required` asks it, with the copies registered so far. */
function ask(required: string | false, singleton = false): { args: Args; fallback: jest.Mock } {
  const copy = (version: string, from: string) => ({ version, from, useIn: [] }) as unknown;
  const fallback = jest.fn(() => ({ shared: 'highest' as unknown, useTreesShaking: false }));
  const args = {
    scope: 'default',
    pkgName: '@tutoring/design-system',
    version: '5.99.0',
    shareScopeMap: {
      default: {
        '@tutoring/design-system': {
          '5.21.2': copy('5.21.2', 'shell'),
          '5.99.0': copy('5.99.0', 'mf_crm'),
        },
      },
    },
    shareInfo: { shareConfig: { requiredVersion: required, singleton } },
    resolver: fallback,
  } as unknown as Args;
  return { args, fallback };
}

describe('ADR 0003: a package shared by range is the page copy whenever it satisfies the remote', () => {
  const plugin = pageCopyFirstPlugin('shell');
  const resolve = (args: Args) => (plugin.resolveShare!(args) as Args).resolver();

  it("a remote built against ^5.21.1 gets the shell's 5.21.2, not the newer 5.99.0 another remote brought", () => {
    expect(resolve(ask('^5.21.1').args)).toEqual({
      shared: expect.objectContaining({ version: '5.21.2', from: 'shell' }),
      useTreesShaking: false,
    });
  });

  it("a remote built against ^5.99.0 keeps its own copy (the page's does not satisfy it)", () => {
    const { args, fallback } = ask('^5.99.0');
    expect(resolve(args)).toEqual({ shared: 'highest', useTreesShaking: false });
    expect(fallback).toHaveBeenCalled();
  });

  it('strict singletons and shares without a range are left to the runtime', () => {
    expect(resolve(ask('^5.21.1', true).args)).toEqual({ shared: 'highest', useTreesShaking: false });
    expect(resolve(ask(false).args)).toEqual({ shared: 'highest', useTreesShaking: false });
  });
});
