// @ts-check
// The host. A full load of /login gets the small plain-DOM login page (src/login, issue 13: see README "Decisions").
module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'shell',
  host: true,
  title: 'Tutoring back-office',
  plainPage: { name: 'login', entry: './src/login/index.ts', path: '/login' },
});
