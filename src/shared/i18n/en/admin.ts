/** Words of the administrators' screens for accounts and contact messages. */
export const adminEn = (_brand: string) => ({});
