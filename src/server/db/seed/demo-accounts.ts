import type { UserRole } from "#shared/auth/roles.ts";

export interface DemoAccount {
  email: string;
  password: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** An authenticator app's key (base32), printed in the README: admins sign in with a second factor. */
  totpSecret?: string;
}

/** The demo admin's authenticator key: add it to any app (or compute codes with `npm run totp:code`). */
export const DEMO_ADMIN_TOTP_SECRET = "HARBOURDEMOADMINSECONDFACTORKEYS";

/** Sign-in accounts of the demo data, listed in the README; seeded only with SEED_DEMO. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "admin@demo.nestmatch.hk",
    password: "harbour-admin-2026",
    role: "admin",
    firstName: "Ada",
    lastName: "Lam",
    phoneNumber: "+852 2555 0100",
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
  {
    email: "client@demo.nestmatch.hk",
    password: "harbour-client-2026",
    role: "client",
    firstName: "Kelvin",
    lastName: "Cheung",
    phoneNumber: "+852 9123 4567",
  },
];

/** Every demo designer signs in with this password (the first is the README's demo designer). */
export const DEMO_DESIGNER_PASSWORD = "harbour-designer-2026";

/** The demo homeowners whose requests fill the review desk sign in with this password. */
export const DEMO_HOMEOWNER_PASSWORD = "harbour-homeowner-2026";
