module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_payments',
  title: 'Payments (standalone)',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
