import { startShell } from './start/startShell';

const container = document.getElementById('root');
if (container) void startShell(container);
