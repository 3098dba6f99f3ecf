/** Words of the business-day clock, due requests and notifications (in-app and mail). */
export const notificationsEn = (_brand: string) => ({});
