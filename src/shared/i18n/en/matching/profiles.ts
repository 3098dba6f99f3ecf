/** Words of designer profiles, vetting and reviews. */
export const profilesEn = (_brand: string) => ({});
