module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_student',
  title: 'Dashboard (standalone)',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
