// Stands in for @module-federation/webpack-bundler-runtime's dist/remotes.js in a production remote's build
// (webpack.js, `federationLean`). Such a build sets `experiments.optimization.disableRemote`, so the bundler runtime
// never uses its remote-module handler (`remotes: USE_REMOTE ? remotes : void 0`), but webpack cannot see through that
// constant and kept the module, its updateRemoteOptions and the @module-federation/sdk modules it imports (the SDK's
// logger among them): about 0.5 KB brotli of every remoteEntry.js. Remote loading stays with the shell's runtime-core.
export function remotes() {
  throw new Error('This remote was built without remote loading (experiments.optimization.disableRemote).');
}
