import type { DesignStyle } from "../../designs/constants.ts";
import { formatHkdShort } from "../../designs/money.ts";
import { groupedInteger } from "../numbers.ts";

/** The catalogue's design styles, as filters, badges, chips, requests and designers' specialties show them. */
export const designStyleLabelsEn = {
  Modern: "Modern",
  Scandinavian: "Scandinavian",
  Minimalist: "Minimalist",
  Industrial: "Industrial",
  Japanese: "Japanese",
  Traditional: "Traditional",
  Contemporary: "Contemporary",
  Smart: "Smart",
} satisfies Record<DesignStyle, string>;

/** Words of the public catalogue: browse page, design cards and the design page. */
export const designsEn = (brand: string) => ({
  styleLabels: designStyleLabelsEn,
  browse: {
    title: "Browse Designs",
    subtitle: `Interior designs by ${brand}'s vetted designers, for Hong Kong flats, houses and studios. Filter by style and budget to find your look.`,
    featured: "Featured Designs",
    featuredText: "Hand-picked projects from our designers.",
    all: "All Designs",
    results: (count: number) => `${groupedInteger(count)} ${count === 1 ? "design" : "designs"}`,
    empty: "No designs match your current filters.",
    loadingMore: "Loading more designs...",
    end: "You've seen every design.",
    loadError: "The designs could not be loaded. Please try again.",
    retry: "Try again",
  },
  filters: {
    label: "Filters",
    search: "Search designs",
    searchPlaceholder: "Search by title, description or style",
    style: "Style",
    allStyles: "All styles",
    budget: "Budget",
    anyBudget: "Any budget",
    overTop: "Over HK$3M",
    /** A preset budget band: 'HK$100K - HK$200K'. */
    band: (min: number, max: number) => `${formatHkdShort(min)} - ${formatHkdShort(max)}`,
    customRange: "Custom budget range",
    minK: "Min (HK$ thousands)",
    maxK: "Max (HK$ thousands)",
    noLimit: "No limit",
    sort: "Sort by price",
    sortNone: "Newest first",
    sortAsc: "Price: low to high",
    sortDesc: "Price: high to low",
    reset: "Reset filters",
  },
  card: {
    open: (title: string) => `View design: ${title}`,
    moreStyles: (count: number) => `+${count}`,
    budgetNotSpecified: "Budget not specified",
    from: (min: string) => `From ${min}`,
    by: (name: string) => `by ${name}`,
  },
  carousel: {
    previous: "Previous image",
    next: "Next image",
    goTo: (index: number) => `Show image ${index}`,
    counter: (index: number, total: number) => `${index} / ${total}`,
    imageAlt: (title: string, index: number, total: number) => `${title}, image ${index} of ${total}`,
    unavailable: "Image unavailable",
    none: "No images available",
    region: "Image carousel",
    /** What screen readers call the carousel (its aria-roledescription). */
    roleDescription: "carousel",
    /** What screen readers call the shown image (its aria-roledescription). */
    slide: "slide",
    /** Names the shown image, and is announced when it changes. */
    position: (index: number, total: number) => `Image ${index} of ${total}`,
  },
  saved: {
    title: "Saved designs",
    subtitle: "Designs you kept for later. Share them with your designer as inspiration.",
    save: (title: string) => `Save ${title}`,
    unsave: (title: string) => `Remove ${title} from saved designs`,
    empty: "You haven't saved any designs yet.",
    emptyHint: "Tap the heart on any design to keep it here.",
    browse: "Browse designs",
    useAsInspiration: "Use as inspiration",
    inspirationHint: (max: number) => `Starts a design request with your saved designs (up to ${max}).`,
    signInTitle: "Sign in to save designs",
    signInText: "Create a free account to keep the designs you love.",
    failed: "Could not update your saved designs",
    failedText: "Please try again.",
  },
  detail: {
    back: "Back to designs",
    budget: "Budget",
    styles: "Styles",
    designer: "Designer",
    cta: "Submit Design Request",
    ctaText:
      "Like this look? Tell us about your space and we'll match you with designers who can bring it home, within 2 business days.",
    notFound: "Design not found",
    notFoundText: "This design may have been removed, or the link is incomplete.",
    thumbnails: "Choose an image",
    moreAboutDesigner: "More about this designer",
    findSimilar: "Find designers like this",
  },
});
