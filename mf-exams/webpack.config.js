module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_exams',
  title: 'Exams (standalone)',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
