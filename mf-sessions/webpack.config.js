module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_sessions',
  title: 'Sessions (standalone)',
  exposes: {
    './app': './src/app/lifecycles.tsx',
    // The student dashboard (mf-student) opens the session details modal through ExposedComponent.
    './SessionDetailsModal': './src/features/sessions/components/SessionDetailsModal.tsx',
  },
});
