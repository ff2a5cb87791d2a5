import { startShell } from './start/startShell';
import { shellGate } from './login/handover';

const container = document.getElementById('root');
// Loaded ahead of need by the small login page, the shell waits until the visitor is signed in (issue 13).
if (container) void shellGate().then(() => startShell(container));
