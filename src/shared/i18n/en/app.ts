import type { Locale } from "date-fns";
import type { PageKey } from "../../app/routes.ts";
import { groupedInteger } from "../numbers.ts";

/** The shell's words: navigation, footer, page metadata, guards and generic states. */
export const appEn = (brand: string) => ({
  brand,
  tagline: "Interior Design Platform Hong Kong",
  /** The page the installed app shows when a page cannot load without a connection. */
  offline: {
    title: "You are offline",
    body: "This page needs a connection. Check your Wi-Fi or mobile data, then try again.",
    retry: "Try again",
  },
  meta: {
    titleTemplate: (title: string) => `${title} | ${brand} - Interior Design Platform Hong Kong`,
    /** The pages' titles; their descriptions are in the server's heads (page-heads.ts). */
    pages: {
      home: { title: "Find Your Interior Designer" },
      landing: { title: "Transform Your Hong Kong Home" },
      designs: { title: "Browse Designs" },
      design: { title: "Design" },
      howItWorks: { title: "How It Works" },
      about: { title: "About Us" },
      forDesigners: { title: "For Interior Designers" },
      forClients: { title: "For Home Owners" },
      privacy: { title: "Privacy Policy" },
      terms: { title: "Terms of Service" },
      cookies: { title: "Cookie Policy" },
      contact: { title: "Contact Us" },
      adminAccess: { title: "Admin Access" },
      signIn: { title: "Sign In" },
      signUp: { title: "Create Account" },
      forgotPassword: { title: "Forgot Password" },
      resetPassword: { title: "Reset Password" },
      signOut: { title: "Log Out" },
      designRequest: { title: "Design Request" },
      dashboard: { title: "Dashboard" },
      homeDashboard: { title: "Dashboard" },
      myForms: { title: "My Design Requests" },
      portfolio: { title: "Portfolio Management" },
      dashboardProfile: { title: "Profile Settings" },
      profile: { title: "Profile Settings" },
      forms: { title: "Client Forms" },
      clients: { title: "Clients" },
      designers: { title: "Designers" },
      messages: { title: "Contact Messages" },
      deliveries: { title: "Delivery Log" },
      credentials: { title: "Credentials to verify" },
      analytics: { title: "Analytics" },
      savedDesigns: { title: "Saved Designs" },
      designerProfile: { title: "Designer" },
      designerDirectory: { title: "Find a Designer" },
      costGuide: { title: "Interior Design Costs in Hong Kong" },
      introducedRequests: { title: "Requests" },
      introducedRequest: { title: "Request" },
      requestProgress: { title: "Your Request" },
      notFound: { title: "Page Not Found" },
    } satisfies Record<PageKey, { title: string }>,
  },
  nav: {
    home: "Home",
    browseDesigns: "Browse Designs",
    findDesigners: "Find Designers",
    howItWorks: "How It Works",
    forDesigners: "For Designers",
    about: "About Us",
    dashboard: "Dashboard",
    designRequest: "Design Request",
    logIn: "Log In",
    signUp: "Sign Up",
    profile: "Profile",
    savedDesigns: "Saved designs",
    logOut: "Log Out",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNavigation: "Main navigation",
    userMenu: "Account menu",
    skipToContent: "Skip to content",
  },
  paging: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    range: (from: number, to: number, total: number) =>
      `${groupedInteger(from)}–${groupedInteger(to)} of ${groupedInteger(total)}`,
  },
  /** How dates, numbers and short lists read. */
  formats: {
    /** The locale of `toLocaleString` for numbers, dates and times ('dateStyle'/'timeStyle'). */
    locale: "en-HK",
    /**
     * date-fns's names of months and weekdays. English is date-fns's own default, so this catalogue imports
     * none; a function, so that every catalogue has the same shape whatever its locale object holds.
     */
    dateLocale: (): Locale | undefined => undefined,
    /** date-fns patterns: tables, details, details with the time, and notices with the weekday. */
    dateShort: "MMM d, yyyy",
    dateLong: "MMMM d, yyyy",
    dateTimeLong: "MMMM d, yyyy, HH:mm",
    dateTimeWeekday: "EEE d MMM yyyy, HH:mm",
    /** 'Modern, Japanese, Smart'. */
    list: (items: readonly string[]) => items.join(", "),
    /** Between two short facts: 'Apartment · Renovation'. */
    separator: " · ",
  },
  /** Beside a listing's or a bio's text shown in the other language, because the reader's was not written. */
  writtenIn: {
    en: "English original",
    "zh-HK": "Chinese original",
  },
  theme: {
    label: "Theme",
    light: "Light",
    dark: "Dark",
    system: "System",
  },
  footer: {
    about: `${brand} connects homeowners with the perfect interior designers in Hong Kong.`,
    services: "Services",
    designMatching: "Design Matching",
    costGuide: "Cost Guide",
    interiorDesign: "Interior Design",
    company: "Company",
    aboutUs: "About Us",
    forDesigners: "For Designers",
    forClients: "For Home Owners",
    contact: "Contact",
    legal: "Legal",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    cookies: "Cookie Policy",
    facebook: `${brand} on Facebook (opens in a new tab)`,
    instagram: `${brand} on Instagram (opens in a new tab)`,
    rights: (year: number) => `© ${year} ${brand}. All rights reserved.`,
  },
  states: {
    loading: "Loading...",
    notFoundTitle: "404 Page Not Found",
    notFoundHint:
      "The page you are looking for does not exist. If you followed a link here, the page may be missing from the router.",
    backHome: "Back to home",
    signInRequiredTitle: "Sign In Required",
    signInRequiredText: "You need to be signed in to access this page.",
    signIn: "Sign In",
    accessRequiredTitle: "Access Required",
    accessDeniedTitle: "Access Denied",
    errorTitle: "Something went wrong",
    errorText: "The page could not be shown. Please reload, or try again in a moment.",
    reload: "Reload",
  },
  guard: {
    authRequiredTitle: "Authentication Required",
    authRequiredText: "Please sign in to access this page.",
    loginRequiredTitle: "Login Required",
    loginRequiredText: "You need to log in to access the dashboard.",
  },
  toast: {
    label: "Notification",
    region: "Notifications ({hotkey})",
    close: "Close",
  },
});
