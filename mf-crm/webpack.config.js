module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_crm',
  title: 'CRM (standalone)',
  exposes: {
    './app': './src/app/lifecycles.tsx',
    // CRM-35: the student autocomplete, used by mf-sessions' reserve dialog (SES-29).
    './StudentAutocomplete': './src/shared/components/StudentAutocomplete.tsx',
  },
});
