module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_sessions',
  title: 'Sessions (standalone)',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
