import { startShell } from './start/startShell';
import { shellGate } from './login/handover';

const container = document.getElementById('root');
// Loaded ahead of need by the small login page, the shell fetches what is public, then waits until the visitor is
// signed in (issue 13).
if (container) void startShell(container, shellGate());
