import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { rememberDesktopPreference } from './app/device';
import { registerServiceWorker } from './app/serviceWorker';

// The app's Content-Security-Policy forbids eval, so zod's compiled parsers can never run here. Saying so before
// the start chunk builds any schema also spares zod's probe for eval, which throws and is reported as a CSP
// violation.
configureZod({ jitless: true });
rememberDesktopPreference(window.location.search);
registerServiceWorker();
const root = createRoot(document.getElementById('root')!);

// The rest of the app comes as a chunk of its own, which runs in a task of its own once it has downloaded
// (docs/decisions/0008).
void import('./app/start').then(({ start }) => start(root));
