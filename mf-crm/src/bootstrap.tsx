// Standalone entry (`npm run dev -w mf-crm`): the remote alone inside the platform's dev harness.
import { startStandalone } from '@tutoring/platform';
import { App } from './app/App';
import { REMOTE_LABEL, REMOTE_NAME } from './app/remote';

void startStandalone({ name: REMOTE_NAME, label: REMOTE_LABEL, App });
