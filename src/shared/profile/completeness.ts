// Apart from the schemas so that the gate shown on every page does not load the validation library.
/** Spec 1 §4: a profile is complete when first name, last name and phone number are non-empty after trimming. */
export function isProfileComplete(profile: {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}): boolean {
  return [profile.firstName, profile.lastName, profile.phoneNumber].every((value) => Boolean(value?.trim()));
}
