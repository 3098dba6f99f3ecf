interface Named {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Spec 2 §3: first and last name, else whichever exists, else the email. */
export function displayName(person: Named): string {
  const name = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(" ");
  return name || person.email || "";
}

/** Spec 2 §3: initials of first and last name, else the first letter of the email. */
export function initials(person: Named): string {
  const first = person.firstName?.trim()[0];
  const last = person.lastName?.trim()[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  return (first ?? last ?? person.email?.[0] ?? "?").toUpperCase();
}
