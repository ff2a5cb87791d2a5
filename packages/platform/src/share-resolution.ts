import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';

/**
 * ADR 0003: a package shared by range (design-system, domain, contract) is the page's copy, the host's, whenever it
 * satisfies what a remote was built against (`^built`); a remote downloads its own copy only otherwise. The runtime's
 * own choice is the highest satisfying version registered so far: once a remote released with a newer minor had
 * loaded, every other area opened after it ran that remote's copy (code its team never built or tested against), and
 * the same address rendered differently depending on the way there. A global plugin, since each remote's entry
 * creates its own runtime instance, which resolves that remote's shared modules.
 */
export function pageCopyFirstPlugin(host: string): ModuleFederationRuntimePlugin {
  return {
    name: 'tutoring-page-copy-first',
    resolveShare(args) {
      const config = args.shareInfo.shareConfig;
      const required = config?.requiredVersion;
      if (!config || config.singleton || typeof required !== 'string') return args;
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName] ?? {};
      const pageCopy = Object.entries(versions).find(
        ([version, shared]) => shared.from === host && satisfy(version, required),
      );
      if (pageCopy) args.resolver = () => ({ shared: pageCopy[1], useTreesShaking: false });
      return args;
    },
  };
}
