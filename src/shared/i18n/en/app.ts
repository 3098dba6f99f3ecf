import type { Locale } from "date-fns";
import type { PageKey } from "../../app/routes.ts";
import { groupedInteger } from "../numbers.ts";

interface PageMeta {
  title: string;
  description: string;
}

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
    keywords:
      "interior design Hong Kong, interior designers, home renovation Hong Kong, flat design, apartment interior design, designer matching",
    imageAlt: `${brand}: interior designers for Hong Kong homes`,
    pages: {
      home: {
        title: "Find Your Interior Designer",
        description: `${brand} matches Hong Kong homeowners with pre-vetted interior designers within 2 business days. Browse designs, share your brief and transform your home.`,
      },
      landing: {
        title: "Transform Your Hong Kong Home",
        description: `Tell us about your space, budget and style, and ${brand} introduces you to the right vetted interior designers within 2 business days.`,
      },
      designs: {
        title: "Browse Designs",
        description:
          "Explore interior designs for Hong Kong flats, village houses and offices. Filter by style and budget in HK$ and find the look you love.",
      },
      design: {
        title: "Design",
        description:
          "An interior design by a vetted designer on the platform, with its budget, style and photos.",
      },
      howItWorks: {
        title: "How It Works",
        description:
          "Submit a design request, view your matched designers and transform your space: how the matching works, step by step.",
      },
      about: {
        title: "About Us",
        description: `Why ${brand} exists, what we believe in and how we help Hong Kong homeowners find the right interior designer.`,
      },
      forDesigners: {
        title: "For Interior Designers",
        description: `Join ${brand} to meet Hong Kong homeowners looking for a designer like you. How onboarding works and what we ask of our designers.`,
      },
      forClients: {
        title: "For Home Owners",
        description:
          "Planning a renovation or a new home in Hong Kong? Share your brief once and meet pre-vetted interior designers who fit your style and budget.",
      },
      privacy: {
        title: "Privacy Policy",
        description: `How ${brand} collects, uses and protects your personal data under Hong Kong's Personal Data (Privacy) Ordinance.`,
      },
      terms: {
        title: "Terms of Service",
        description: `The terms that govern the use of ${brand} by homeowners and interior designers.`,
      },
      cookies: {
        title: "Cookie Policy",
        description: `Which cookies and local storage ${brand} uses, and why.`,
      },
      contact: {
        title: "Contact Us",
        description: `Questions about your project, your account or advertising your designs? Contact the ${brand} team, Monday to Friday, 9:00 AM to 6:00 PM.`,
      },
      adminAccess: { title: "Admin Access", description: "Sign-in for administrators." },
      signIn: { title: "Sign In", description: `Sign in to your ${brand} account.` },
      signUp: {
        title: "Create Account",
        description: `Create a free ${brand} account to submit design requests and meet vetted designers.`,
      },
      forgotPassword: { title: "Forgot Password", description: "Get a link to choose a new password." },
      resetPassword: { title: "Reset Password", description: "Choose a new password for your account." },
      signOut: { title: "Log Out", description: "Confirm that you want to log out." },
      designRequest: {
        title: "Design Request",
        description: "Describe your space, budget and style so we can match you with the right designers.",
      },
      dashboard: { title: "Dashboard", description: "Your dashboard." },
      homeDashboard: { title: "Dashboard", description: "Your dashboard." },
      myForms: { title: "My Design Requests", description: "Your design requests." },
      portfolio: { title: "Portfolio Management", description: "Manage the portfolio." },
      dashboardProfile: { title: "Profile Settings", description: "Your profile settings." },
      profile: { title: "Profile Settings", description: "Your profile settings." },
      forms: { title: "Client Forms", description: "All design requests." },
      clients: { title: "Clients", description: "Client accounts." },
      designers: { title: "Designers", description: "Designer accounts." },
      messages: { title: "Contact Messages", description: "Messages sent through the contact form." },
      deliveries: { title: "Delivery Log", description: "Every mail and push notification and its state." },
      credentials: {
        title: "Credentials to verify",
        description: "Designers' documents waiting for a check.",
      },
      analytics: {
        title: "Analytics",
        description: "The funnel, time to introductions, designers and demand.",
      },
      savedDesigns: { title: "Saved Designs", description: "Designs you saved for later." },
      designerProfile: {
        title: "Designer",
        description: `A vetted interior designer on ${brand}: portfolio, specialties, districts and reviews.`,
      },
      designerDirectory: {
        title: "Find a Designer",
        description:
          "Vetted interior designers in Hong Kong: find one by district served, style, language spoken, typical budget and rating.",
      },
      costGuide: {
        title: "Interior Design Costs in Hong Kong",
        description:
          "What interior design costs in Hong Kong: design fees and budgets per square foot by property type, project type and area, from real requests and proposals.",
      },
      introducedRequests: { title: "Requests", description: "Design requests introduced to you." },
      introducedRequest: { title: "Request", description: "A design request introduced to you." },
      requestProgress: {
        title: "Your Request",
        description: "Your request, its designers and their proposals.",
      },
      notFound: { title: "Page Not Found", description: "This page does not exist." },
    } satisfies Record<PageKey, PageMeta>,
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
  sideNav: {
    portal: { admin: "Admin Portal", designer: "Designer Portal", client: "Client Portal" },
    dashboard: "Dashboard",
    myProfile: "My Profile",
    myForms: "My Forms",
    submitRequest: "Submit Design Request",
    myPortfolio: "My Portfolio",
    introducedRequests: "Requests",
    clientForms: "Client Forms",
    clients: "Clients",
    designers: "Designers",
    portfolio: "Portfolio",
    messages: "Messages",
    deliveries: "Deliveries",
    credentials: "Credentials",
    analytics: "Analytics",
    logOut: "Log Out",
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
  /** The API's answers that belong to no one domain. */
  errors: {
    notFound: "Not found",
    noSuchAddress: (method: string, path: string) => `Not found: ${method} ${path}`,
    badAddress: "This address is not valid.",
    addressTooLong: "This address is too long.",
    badRequest: "This request is not valid.",
    unstorableText:
      "The text contains characters that cannot be saved (a NUL or a broken Unicode character).",
    malformedForm: "The upload is not a well-formed form. Please choose the files again.",
    tooManyRequests: (minutes: number) =>
      `Too many requests. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
    serverError: "Something went wrong on our side. Please try again.",
    unavailable: "The service is briefly unavailable. Please try again in a moment.",
    storageFull: "There is no room to store files right now. Please try again later.",
  },
  /** Writes refused past their limits (docs/decisions.md "Write limits"); `wait` is said by `wait`. */
  writeLimits: {
    wait: (minutes: number) => {
      if (minutes < 60) return minutes === 1 ? "a minute" : `${minutes} minutes`;
      const hours = Math.ceil(minutes / 60);
      return hours === 1 ? "an hour" : `${hours} hours`;
    },
    requests: (wait: string) =>
      `You have sent several design requests in the last hour. Please try again in ${wait}.`,
    messages: (wait: string) => `You are sending messages very quickly. Please try again in ${wait}.`,
    images: (wait: string) => `You have uploaded many images in the last hour. Please try again in ${wait}.`,
    contact: (wait: string) =>
      `Many messages have been sent from your network today. Please try again in ${wait}.`,
    signUps: (wait: string) =>
      `Many accounts have been created from your network in the last hour. Please try again in ${wait}.`,
  },
});
