const createWebpackConfig = require('@tutoring/build-config/webpack');

const base = createWebpackConfig({
  dir: __dirname,
  name: 'mf_payments',
  title: 'Payments (standalone)',
  exposes: {
    './app': './src/app/lifecycles.tsx',
    // PAY-18: the student dashboard (mf-student) opens the payment-info modal through Module Federation.
    './PaymentInfoModal': './src/features/payments/components/PaymentInfoModal.tsx',
    // PAY-33: the tutoring re-up modal, for any remote that lists tutor package transcripts.
    './TutoringReupModal': './src/features/tutor-packages/components/TutoringReupModal.tsx',
    // SHL-07 (issue 25): the public enrollment portal the shell shows at /enroll, signed in or out (docs/adr/0004).
    './EnrollmentPortal': './src/features/enrollment-portal/EnrollmentPortal.tsx',
  },
});

// Standalone dev server: the api-server's local card tokeniser (POST /local/accept/tokenize) sits outside /api, so
// proxy it too; the shared factory only proxies /api, /remotes.json and /config.json.
module.exports = (env, argv) => {
  const config = base(env, argv);
  const proxy = config.devServer && Array.isArray(config.devServer.proxy) ? config.devServer.proxy : [];
  const target = process.env.API_ORIGIN || 'http://127.0.0.1:4000';
  if (config.devServer)
    config.devServer.proxy = [...proxy, { context: ['/local/accept'], target, changeOrigin: false }];
  return config;
};
