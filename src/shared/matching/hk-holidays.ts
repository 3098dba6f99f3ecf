/**
 * Hong Kong general holidays (ISO dates), the days the 2-business-day promise skips besides weekends.
 *
 * Source: the Government's gazetted list of general holidays, https://www.gov.hk/en/about/abouthk/holiday/
 * The lunar dates move every year and substitute days follow the gazette's rules (a holiday on a Sunday
 * moves to the next day), so this table must be checked against the gazette each year and the next
 * year added as soon as it is published. A year missing here counts weekends only. 2026 and 2027 were checked
 * day by day against the date-holidays package's Hong Kong calendar (public holidays, substitutes included).
 */
export const HK_GENERAL_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2026: [
    "2026-01-01", // The first day of January
    "2026-02-17", // Lunar New Year's Day
    "2026-02-18", // The second day of Lunar New Year
    "2026-02-19", // The third day of Lunar New Year
    "2026-04-03", // Good Friday
    "2026-04-04", // The day following Good Friday
    "2026-04-06", // The day following Ching Ming Festival (Ching Ming falls on Easter Sunday)
    "2026-04-07", // The day following Easter Monday
    "2026-05-01", // Labour Day
    "2026-05-25", // The day following the Birthday of the Buddha (Sunday 24 May)
    "2026-06-19", // Tuen Ng Festival
    "2026-07-01", // Hong Kong Special Administrative Region Establishment Day
    "2026-09-26", // The day following the Chinese Mid-Autumn Festival
    "2026-10-01", // National Day
    "2026-10-19", // The day following Chung Yeung Festival (Sunday 18 October)
    "2026-12-25", // Christmas Day
    "2026-12-26", // The first weekday after Christmas Day
  ],
  2027: [
    "2027-01-01", // The first day of January
    "2027-02-06", // Lunar New Year's Day
    "2027-02-08", // The third day of Lunar New Year (the second falls on a Sunday)
    "2027-02-09", // The fourth day of Lunar New Year
    "2027-03-26", // Good Friday
    "2027-03-27", // The day following Good Friday
    "2027-03-29", // Easter Monday
    "2027-04-05", // Ching Ming Festival
    "2027-05-01", // Labour Day
    "2027-05-13", // The Birthday of the Buddha
    "2027-06-09", // Tuen Ng Festival
    "2027-07-01", // Hong Kong Special Administrative Region Establishment Day
    "2027-09-16", // The day following the Chinese Mid-Autumn Festival
    "2027-10-01", // National Day
    "2027-10-08", // Chung Yeung Festival
    "2027-12-25", // Christmas Day
    "2027-12-27", // The first weekday after Christmas Day
  ],
};

const HOLIDAYS = new Set(Object.values(HK_GENERAL_HOLIDAYS).flat());

/** Whether a Hong Kong calendar day ('yyyy-MM-dd') is a general holiday. */
export const isHkGeneralHoliday = (isoDay: string) => HOLIDAYS.has(isoDay);
