module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_staffing',
  title: 'Staffing (standalone)',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
