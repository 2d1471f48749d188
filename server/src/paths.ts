import { fileURLToPath } from 'node:url';

/** The built web app, next to this package whether running from src/ or dist/. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
