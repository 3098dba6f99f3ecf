import commonPasswords from "fxa-common-password-list";

/** ASVS 6.2.4: the 50,000 most common passwords of 8+ characters (Mozilla's list for Firefox Accounts). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
