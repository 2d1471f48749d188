/** The account ADMIN_EMAIL makes an Admin; with no OWNER_EMAIL set, Contact Us mail and the Upgrade page name it. */
export const ADMIN_EMAIL = 'admin@fiz.test';

/** Mail to this domain is answered "try again later" (451) by the test mail server, as a busy one does. */
export const TRY_LATER_DOMAIN = 'try-later.test';
