/** Where the browser tests' server sends mail, and where the tests read it: beside the app's port. */
const appPort = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = appPort + 10;
export const MAILBOX_PORT = appPort + 11;
