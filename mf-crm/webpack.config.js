module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_crm',
  title: 'CRM (standalone)',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
