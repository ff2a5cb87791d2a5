// Entry of the small login page a full load of /login gets (no React, no Module Federation; see loginPage.ts).
import { startLoginPage } from './loginPage';

const container = document.getElementById('root');
const shellSrc = (document.currentScript as HTMLScriptElement | null)?.dataset.shell;
if (container && shellSrc) void startLoginPage(container, { shellSrc });
