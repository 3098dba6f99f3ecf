/**
 * The Terms' circumvention clause: the terms page shows it, and a message whose contact details
 * were hidden quotes it to its sender, so both always say the same (issue 19 §11).
 */
export const circumventionClauseEn = (brand: string) => ({
  rule: `Clients and designers introduced through ${brand} must not circumvent the product, for example by agreeing to work together outside the platform in order to avoid fees payable to ${brand}, or by using contact details obtained through the platform to approach each other's clients or designers.`,
  damages: `If you circumvent ${brand}, you agree to pay liquidated damages of 200% of the fees that would have been payable to ${brand} had the engagement been made through the platform. The parties agree this is a genuine pre-estimate of our loss, not a penalty.`,
  screening: `Until a client chooses a designer, contact details written in messages between them (phone numbers, e-mail addresses, messaging app names, handles and links, and web addresses) are hidden from the other side. ${brand} keeps each such message as written, and our team may review it.`,
});
