/**
 * An admin the browser tests' server makes from ADMIN_EMAIL, without a second factor: the test of the
 * admin's setup at first sign-in (and of recovery codes) signs in with it.
 */
export const SETUP_ADMIN = { email: "setup-admin@e2e.example.com", password: "a long e2e admin secret" };
