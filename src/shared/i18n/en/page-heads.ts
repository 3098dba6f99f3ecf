import type { DescribedPageKey } from "../../app/routes.ts";

/**
 * What the server writes into a page's head for search engines and link previews, which read its HTML: the
 * browser never shows these, so no page downloads them. Signed-in pages share the home page's head.
 */
export const pageHeadsEn = (brand: string) => ({
  keywords:
    "interior design Hong Kong, interior designers, home renovation Hong Kong, flat design, apartment interior design, designer matching",
  imageAlt: `${brand}: interior designers for Hong Kong homes`,
  descriptions: {
    home: `${brand} matches Hong Kong homeowners with pre-vetted interior designers within 2 business days. Browse designs, share your brief and transform your home.`,
    landing: `Tell us about your space, budget and style, and ${brand} introduces you to the right vetted interior designers within 2 business days.`,
    designs:
      "Explore interior designs for Hong Kong flats, village houses and offices. Filter by style and budget in HK$ and find the look you love.",
    design: "An interior design by a vetted designer on the platform, with its budget, style and photos.",
    howItWorks:
      "Submit a design request, view your matched designers and transform your space: how the matching works, step by step.",
    about: `Why ${brand} exists, what we believe in and how we help Hong Kong homeowners find the right interior designer.`,
    forDesigners: `Join ${brand} to meet Hong Kong homeowners looking for a designer like you. How onboarding works and what we ask of our designers.`,
    forClients:
      "Planning a renovation or a new home in Hong Kong? Share your brief once and meet pre-vetted interior designers who fit your style and budget.",
    privacy: `How ${brand} collects, uses and protects your personal data under Hong Kong's Personal Data (Privacy) Ordinance.`,
    terms: `The terms that govern the use of ${brand} by homeowners and interior designers.`,
    cookies: `Which cookies and local storage ${brand} uses, and why.`,
    contact: `Questions about your project, your account or advertising your designs? Contact the ${brand} team, Monday to Friday, 9:00 AM to 6:00 PM.`,
    adminAccess: "Sign-in for administrators.",
    signIn: `Sign in to your ${brand} account.`,
    signUp: `Create a free ${brand} account to submit design requests and meet vetted designers.`,
    forgotPassword: "Get a link to choose a new password.",
    resetPassword: "Choose a new password for your account.",
    signOut: "Confirm that you want to log out.",
    designerProfile: `A vetted interior designer on ${brand}: portfolio, specialties, districts and reviews.`,
    designerDirectory:
      "Vetted interior designers in Hong Kong: find one by district served, style, language spoken, typical budget and rating.",
    costGuide:
      "What interior design costs in Hong Kong: design fees and budgets per square foot by property type, project type and area, from real requests and proposals.",
    notFound: "This page does not exist.",
  } satisfies Record<DescribedPageKey, string>,
});
