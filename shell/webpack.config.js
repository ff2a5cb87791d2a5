module.exports = require('@tutoring/build-config/webpack')({ dir: __dirname, name: 'shell', host: true, title: 'Tutoring back-office' });
