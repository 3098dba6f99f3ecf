import { CONTACT_EMAIL } from "../../marketing/constants.ts";
import { circumventionClauseEn } from "./circumvention-clause.ts";

/** A titled paragraph: steps, benefits, values, reasons. */
export interface TitledText {
  title: string;
  body: string;
}

/** A step with a bullet list and, optionally, a call to action. */
export interface DetailedStep extends TitledText {
  details: string[];
  action?: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** One section of a legal document; `id` is the anchor of the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  body: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  table?: { caption: string; columns: string[]; rows: string[][] };
  /** Shown as a mailto link after the text. */
  email?: string;
  /** An internal link after the text. */
  link?: { label: string; to: string };
}

export interface LegalDocument {
  title: string;
  intro: string;
  summary?: { title: string; items: string[] };
  sections: LegalSection[];
}

/** Words of the landing page and the information pages (spec 1 §1, §2, §9). */
export const marketingEn = (brand: string) => ({
  common: {
    stepLabel: (n: number) => `Step ${n}`,
    onThisPage: "On this page",
    lastUpdated: "Last updated",
    lastUpdatedDate: "26 November 2026",
    backToTop: "Back to top",
    faqTitle: "Frequently asked questions",
    contactUs: "Contact Us",
    browseDesigns: "Browse Designs",
    startProject: "Start Your Project Today",
    emailUs: "Email us",
  },

  landing: {
    hero: {
      eyebrow: "Interior design matching for Hong Kong homes",
      title: "Transform your Hong Kong home",
      body: `Tell us about your space, your budget and the style you love, and we will introduce you to vetted designers within 2 business days.`,
      getStarted: "Get Started",
      browseDesigns: "Browse Designs",
      points: [
        "Every designer vetted by our team",
        "Matched within 2 business days",
        "No obligation to hire",
      ],
      imageAlt: "A bright, calm living room designed for a Hong Kong flat",
      matchCard: {
        label: "New match",
        title: "3 designers shortlisted",
        meta: "Taikoo Shing · 650 sq ft · Scandinavian",
      },
      speedCard: {
        value: "2 days",
        label: "to your first match",
      },
    },
    stats: {
      title: `${brand} in numbers`,
      homeowners: "homeowners matched with a designer",
      businessDays: "business days to your shortlist",
      districts: "districts covered, from Sai Kung to Tuen Mun",
      styles: "design styles, from Japanese to Industrial",
    },
    howItWorks: {
      eyebrow: "How it works",
      title: "From first brief to finished home in three steps",
      intro: "No cold calls, no endless quotes. Share your plans once and let us do the searching for you.",
      steps: [
        {
          title: "Submit request",
          body: "Tell us about your flat or house, your budget range in HK$ and the styles you like. It takes about ten minutes.",
        },
        {
          title: "Get matched",
          body: "Our team reviews every request by hand and introduces designers whose work, budget and availability fit yours, within 2 business days.",
        },
        {
          title: "Transform your space",
          body: "Compare portfolios, meet the designers you like and agree your project directly with the one you choose.",
        },
      ] satisfies TitledText[],
      more: "See the full process",
    },
    styles: {
      eyebrow: "Find your style",
      title: "Designs for every kind of Hong Kong home",
      intro:
        "From compact studios in Sheung Wan to village houses in Sai Kung, explore real projects by the designers on our platform.",
      items: [
        { style: "Modern", body: "Clean lines, warm neutrals and clever built-ins." },
        { style: "Scandinavian", body: "Light timber, soft textiles and plenty of daylight." },
        { style: "Japanese", body: "Natural materials, calm proportions and hidden storage." },
        { style: "Industrial", body: "Concrete, steel and character for open-plan living." },
      ],
      imageAlt: (style: string) => `A ${style.toLowerCase()} interior`,
      explore: "Explore designs",
      browseAll: "Browse all designs",
    },
    why: {
      eyebrow: "Why homeowners choose us",
      title: `Why choose ${brand}`,
      intro:
        "Renovating in Hong Kong is a big investment in a small space. We make sure you start with the right people.",
      items: [
        {
          title: "Vetted professionals",
          body: "Every designer is reviewed by our team before joining: completed Hong Kong projects, business registration, references and professional liability insurance.",
        },
        {
          title: "Quick matching",
          body: "You receive your matched designers within 2 business days of submitting your request, so your project keeps moving.",
        },
        {
          title: "Tailored matches",
          body: "We match on your space, budget, timeline and style, not on who pays for placement. Every introduction is chosen for your home.",
        },
      ] satisfies TitledText[],
    },
    testimonials: {
      eyebrow: "Stories from our homeowners",
      title: "Homes transformed across Hong Kong",
      rating: (stars: number) => `Rated ${stars} out of 5`,
    },
    designers: {
      title: "Are you an interior designer?",
      body: `Join ${brand} and receive requests from homeowners who are ready to start. Tell us about your studio and send us your best portfolios.`,
      cta: "Join as a designer",
    },
    finalCta: {
      title: "Ready to love coming home?",
      body: "Share your brief today and meet your matched designers within 2 business days.",
      primary: "Start Your Project Today",
      secondary: "Talk to our team",
    },
  },

  howItWorks: {
    hero: {
      eyebrow: "How it works",
      title: "Finding your interior designer, made simple",
      intro: `${brand} does the searching, checking and shortlisting, so you can spend your time on the fun part: deciding what your home should feel like.`,
    },
    steps: [
      {
        title: "Submit your design request",
        body: "Sign in and tell us about your home: the address, property type, size in square feet, your budget range and the styles you love. Add a description of how you live and what is not working today.",
        details: [
          "Choose from eight styles, or let your designer recommend one",
          "Set your budget range in HK$, up to HK$3,000,000 and beyond",
          "Your draft saves automatically while you write",
        ],
        action: "Start a design request",
      },
      {
        title: "View your matched designers",
        body: "Our team reads every request and selects designers whose experience, budget range and style fit your project. You will hear from us within 2 business days.",
        details: [
          "Every designer has been vetted by our team",
          "See their past projects in their portfolio",
          "Track your requests from your dashboard",
        ],
        action: "Browse designs for inspiration",
      },
      {
        title: "Transform your space",
        body: "Meet the designers, compare their ideas and fees, and choose the one you want to work with. You agree the scope, schedule and payments directly with your designer.",
        details: [
          "No obligation to hire any designer we introduce",
          "Your contract is between you and your designer",
          "Our team is here if you need help along the way",
        ],
      },
    ] satisfies DetailedStep[],
    prepare: {
      title: "What to have ready",
      intro: "You do not need everything, but a little preparation leads to better matches.",
      items: [
        {
          title: "Your floor area",
          body: "The saleable area in square feet, as shown on your sale and purchase agreement or tenancy.",
        },
        {
          title: "A budget range",
          body: "A realistic minimum and maximum in HK$ for design and works together.",
        },
        {
          title: "Photos of your space",
          body: "A few phone photos of each room help designers understand what they are working with.",
        },
        {
          title: "Ideas you love",
          body: "Save designs you like from our gallery or anywhere else, and tell us why they appeal to you.",
        },
      ] satisfies TitledText[],
    },
    faq: [
      {
        question: "How quickly will I be matched?",
        answer:
          "We aim to introduce your matched designers within 2 business days of receiving your request. Business days are Monday to Friday, excluding Hong Kong public holidays.",
      },
      {
        question: "How do you vet designers?",
        answer:
          "Before a designer joins, our team reviews their portfolio of completed projects, their business registration and references, and confirms that they hold professional liability insurance of at least HKD 10 million.",
      },
      {
        question: "Who do I sign a contract with?",
        answer: `With your designer. ${brand} is an intermediary: we introduce you, but the design and renovation agreement, including fees and payment schedule, is made directly between you and the designer you choose.`,
      },
      {
        question: "Do I have to hire one of the designers you introduce?",
        answer:
          "No. You are free to meet, compare and decline. If none of the matches feels right, tell us why and we will do our best to find a better fit.",
      },
      {
        question: "I am not sure which style I like. Can I still submit a request?",
        answer:
          "Of course. Choose 'Not Sure (Designer to recommend)' in the style list and describe how you use your home. Good designers are very good at finding the style that suits you.",
      },
      {
        question: "What types of property do your designers work on?",
        answer:
          "Apartments, houses, townhouses and small commercial spaces, whether you are renovating an existing home, a resale flat or a brand-new unit.",
      },
      {
        question: "Can I change my request after submitting it?",
        answer:
          "Yes. Open My Design Requests in your dashboard to review and edit any request you have submitted.",
      },
    ] satisfies Faq[],
    cta: {
      title: "Ready when you are",
      body: "It takes about ten minutes to describe your project. We will take it from there.",
      primary: "Start a design request",
      secondary: "Browse designs",
    },
  },

  about: {
    hero: {
      eyebrow: "About us",
      title: "We help Hong Kong homeowners find the right designer, first time",
      intro: `${brand} is a small team of designers, renovators and technologists who believe that a well-designed home should not depend on who you happen to know.`,
    },
    story: {
      title: "Our story",
      paragraphs: [
        "It started with a 430 sq ft flat in Tai Hang. Like many Hong Kong homeowners, our founders asked friends for recommendations, sat through sales pitches, compared quotes that were impossible to compare, and still were not sure they had found the right designer.",
        "On the other side, talented independent designers told us the same story in reverse: hours spent answering enquiries from people who were not ready, while great clients never found them.",
        `So we built ${brand}: one simple request for homeowners, a carefully vetted community of designers, and a team that makes thoughtful introductions in between. Our designers work across Hong Kong Island, Kowloon and the New Territories.`,
      ],
    },
    mission: {
      title: "Our mission",
      body: "To make great interior design accessible to every Hong Kong home, by connecting homeowners with the right professionals quickly, honestly and with care.",
    },
    values: {
      title: "What we believe in",
      items: [
        {
          title: "Trust comes first",
          body: "We only introduce designers we have vetted ourselves, and we are open about how matching works.",
        },
        {
          title: "Small spaces, big ideas",
          body: "Hong Kong homes are compact. We celebrate designers who make every square foot work harder.",
        },
        {
          title: "Straight talk",
          body: "Clear budgets in HK$, honest timelines and no hidden agendas, for homeowners and designers alike.",
        },
        {
          title: "Local through and through",
          body: "We know the buildings, the management offices and the realities of renovating in Hong Kong.",
        },
      ] satisfies TitledText[],
    },
    reasons: {
      title: `Why homeowners choose ${brand}`,
      items: [
        "Designers reviewed for experience, registration, references and insurance",
        "Matched designers within 2 business days",
        "Matches based on your space, budget and style",
        "A real team you can contact, Monday to Friday",
        "Freedom to compare and choose, with no obligation",
        "Your personal data handled in line with the PDPO",
      ],
    },
    cta: {
      title: "Let's design your home together",
      body: "Tell us about your plans, or get in touch if you would like to talk them through first.",
      primary: "Start Your Project Today",
      secondary: "Contact Us",
    },
  },

  forDesigners: {
    hero: {
      eyebrow: "For interior designers",
      title: "Meet homeowners who are ready to start",
      intro: `${brand} brings you design requests from Hong Kong homeowners with a clear brief, a realistic budget and a genuine interest in your style. Spend less time chasing leads and more time designing.`,
      primary: "Contact Us",
      secondary: "How matching works",
      portfolioLabel: "Your portfolio",
      portfolioAlt: "A designer's portfolio of four projects in different styles",
      requestCard: {
        label: "New request",
        title: "Full design, resale flat",
        rows: [
          { label: "District", value: "Kowloon Tong" },
          { label: "Area", value: "720 sq ft" },
          { label: "Budget", value: "HK$400,000 – HK$600,000" },
          { label: "Styles", value: "Japanese, Minimalist" },
        ],
      },
    },
    benefits: {
      title: `Why designers join ${brand}`,
      items: [
        {
          title: "Qualified requests",
          body: "Every request includes the property type, floor area, budget range and preferred styles, so you know what a project involves before the first call.",
        },
        {
          title: "A portfolio that works for you",
          body: "Keep a portfolio of your past designs on the platform, where homeowners browse by style and budget.",
        },
        {
          title: "Designer reviews",
          body: "Reviews from the homeowners you work with help you build a reputation that speaks for itself.",
        },
        {
          title: "Clients interested in you",
          body: "We match on style and budget, so the homeowners who reach you are already interested in the way you work.",
        },
      ] satisfies TitledText[],
    },
    onboarding: {
      title: "How to join",
      intro:
        "Onboarding is personal. We take the time to understand your studio before we introduce you to clients.",
      steps: [
        {
          title: "Contact our team",
          body: "Send us a message with your studio's details and your top portfolios: three to five completed projects that show your best work.",
        },
        {
          title: "Vetting",
          body: "We review your projects, business registration, references and insurance, and arrange a short call to learn how you work.",
        },
        {
          title: "Build your portfolio",
          body: "Once approved, your past designs are added to your portfolio with their styles and budget ranges.",
        },
        {
          title: "Receive requests",
          body: "Start receiving requests from interested clients whose brief matches your expertise, style and budget range.",
        },
      ] satisfies TitledText[],
    },
    requirements: {
      title: "What we look for",
      intro: "Our homeowners trust us to introduce professionals. To join, you will need:",
      items: [
        "Completed residential projects in Hong Kong that you can show and talk about",
        "A valid Hong Kong Business Registration Certificate",
        "Professional liability insurance of at least HKD 10 million",
        "Clear, written fee proposals and contracts for your clients",
        "A commitment to reply to introductions promptly",
      ],
    },
    faq: [
      {
        question: "What should I send in my first message?",
        answer:
          "Your name, studio, website or social pages, and your top portfolios with photos, the district, the floor area and the approximate budget of each project.",
      },
      {
        question: "How long does vetting take?",
        answer:
          "Usually one to two weeks, depending on how quickly we can confirm your documents and references.",
      },
      {
        question: "Who do I contract with?",
        answer: `Directly with your clients. ${brand} acts only as an intermediary and is not a party to your agreements with them.`,
      },
      {
        question: "Can I update my portfolio later?",
        answer:
          "Yes. Contact us whenever you complete a project you are proud of and we will help you add it.",
      },
    ] satisfies Faq[],
    cta: {
      title: "Ready to grow your practice?",
      body: "Send us your top portfolios and tell us about your studio. We reply within one business day.",
      primary: "Contact Us",
    },
  },

  forClients: {
    hero: {
      eyebrow: "For home owners",
      title: "The right designer for your home, without the search",
      intro:
        "Whether you have just collected the keys to a new flat or are finally fixing the kitchen you have put up with for years, we introduce you to vetted interior designers who fit your space, budget and taste.",
      primary: "Start Your Project Today",
      secondary: "Browse Designs",
      briefCard: {
        label: "Your design request",
        rows: [
          { label: "Property", value: "Apartment, existing home" },
          { label: "Area", value: "650 sq ft" },
          { label: "Budget", value: "HK$300,000 – HK$500,000" },
          { label: "Styles", value: "Scandinavian, Japanese" },
        ],
        status: "Submitted",
        matched: "3 designers matched",
        matchedNote: "within 2 business days",
      },
    },
    benefits: {
      title: "What you get",
      items: [
        {
          title: "Designers you can trust",
          body: "Every designer has been vetted by our team and holds professional liability insurance.",
        },
        {
          title: "A shortlist in 2 business days",
          body: "Skip weeks of searching. We introduce your matches within 2 business days.",
        },
        {
          title: "Matches that fit",
          body: "We consider your floor area, budget, home status and style, so every designer is relevant.",
        },
        {
          title: "You stay in control",
          body: "Meet the designers, compare proposals and hire only if you want to.",
        },
      ] satisfies TitledText[],
    },
    journey: {
      title: "Your project, step by step",
      steps: [
        {
          title: "Create your account",
          body: "Sign in and complete your profile with your name and phone number.",
        },
        {
          title: "Describe your project",
          body: "Share your address, property type, floor area, budget and styles in one short form.",
        },
        {
          title: "Meet your matches",
          body: "Within 2 business days we introduce designers selected for your project.",
        },
        {
          title: "Design and renovate",
          body: "Agree your project directly with your chosen designer and watch your home take shape.",
        },
      ] satisfies TitledText[],
    },
    tips: {
      title: "Tips for a great brief",
      intro: "The more we know, the better your matches. Designers especially appreciate:",
      items: [
        "How many people live in the home, and how you use each room",
        "What must stay, such as furniture, appliances or an existing kitchen",
        "Any building rules you know about, like working hours set by the management office",
        "Your ideal timeline, for example finishing before a move-in date",
        "Whether you already have a contractor, or have worked with one before",
      ],
    },
    note: {
      title: "Good to know",
      body: `${brand} is an intermediary. We introduce you to designers, but your design and renovation agreement, including fees and payments, is made directly with the designer you choose.`,
      link: "Read our Terms of Service",
    },
    cta: {
      title: "Your new home starts with one request",
      body: "Tell us about your project today and meet your designers within 2 business days.",
      primary: "Start Your Project Today",
    },
  },

  privacy: {
    title: "Privacy Policy",
    intro: `This policy explains what personal data ${brand} collects, why we collect it, who can see it and how you can control it. We handle personal data in accordance with the Personal Data (Privacy) Ordinance (Cap. 486) of Hong Kong (the "PDPO").`,
    summary: {
      title: "In short",
      items: [
        "We collect what we need to match you with designers: your name, contact details, property address, project details and any photos of your home you share.",
        "Your request is shared only with the designers we match you with and with our own team.",
        "We never sell your personal data, and we do not use it for direct marketing without your consent.",
        "You can ask to access, correct or delete your data at any time.",
      ],
    },
    sections: [
      {
        id: "who-we-are",
        title: "Who we are",
        body: [
          `${brand} ("we", "us") operates an online platform that connects homeowners in Hong Kong with independent interior designers. For the purposes of the PDPO, we are the data user responsible for the personal data described in this policy.`,
        ],
      },
      {
        id: "data-we-collect",
        title: "The personal data we collect",
        body: ["Depending on how you use the platform, we collect:"],
        items: [
          "Account details: your name, e-mail address, sign-in credentials and account role (homeowner, designer or administrator).",
          "Contact details: your mobile phone number and, if you choose to provide it, your address.",
          "Project details: your property address, property type, floor area, budget range, design styles, description of your plans, and the names of any contractors or past collaborators you mention.",
          "Photos: any photos or images of your home that you share with us or upload.",
          "Messages: what you send us through the contact form, including your company name if given, and what you and the designers introduced to you write to each other on the platform.",
          "Designer details: for designers, your portfolio, business registration, insurance and reference information.",
          "Technical data: a session identifier, sign-in times, your browser type and server logs needed to keep the platform secure.",
        ],
      },
      {
        id: "how-we-use",
        title: "Why we collect it",
        body: [
          "We use personal data only for the purposes for which it was collected, or directly related purposes:",
        ],
        items: [
          "to create and manage your account and keep you signed in;",
          "to review your design request and match you with suitable designers;",
          "to let matched designers contact you about your project;",
          "to vet designers and publish their portfolios;",
          "to answer your enquiries and provide support;",
          "to protect the platform, prevent fraud and misuse, and meet our legal obligations.",
        ],
        after: [
          "Providing your name, phone number and property details is necessary to receive matches. If you do not provide them, we will not be able to process your design request.",
        ],
      },
      {
        id: "who-sees-it",
        title: "Who can see your data",
        body: [],
        items: [
          "Introduced designers: the designers we introduce can see your design request (property type, district, size, budget, styles, description and any photos you shared) and your name shortened (Mei L.). Only the designer you choose also sees your full name, mobile number and property address. Other designers see nothing of it.",
          "Messages before you choose: contact details written in a message are hidden from the other side until you choose a designer; our team can read the message as written, to enforce our Terms.",
          `Our team: authorised ${brand} staff can see requests, accounts and messages in order to match, support and moderate.`,
          "Service providers: companies that host our platform, send our e-mails or store our files, bound by contract to use the data only on our instructions and to keep it secure.",
          "Authorities: law enforcement or regulators, where we are required or permitted to disclose data by law.",
        ],
        after: [
          "We do not sell, rent or trade personal data. We will not use or provide your personal data for direct marketing without your express consent, as required by Part 6A of the PDPO.",
        ],
      },
      {
        id: "transfers",
        title: "Transfers outside Hong Kong",
        body: [
          "Some of our service providers may store or process data outside Hong Kong. Where this happens, we take reasonable steps, including contractual safeguards, to ensure your data receives protection comparable to that under the PDPO.",
        ],
      },
      {
        id: "retention",
        title: "How long we keep it",
        body: ["We keep personal data no longer than necessary for the purposes above:"],
        items: [
          "Account data: for as long as your account is open, and deleted within 90 days after you close it.",
          "Design requests and photos: for 24 months after your last activity, so that you can return to your project, and then deleted or anonymised.",
          "Contact messages: for 12 months after our last reply.",
          "Session records: deleted when your session expires or you log out.",
        ],
        after: [
          "We may keep some records for longer where the law requires it, for example to resolve a dispute or for tax purposes.",
        ],
      },
      {
        id: "security",
        title: "How we protect it",
        body: [
          "We use encrypted connections (HTTPS), hashed passwords, access controls limited to staff who need the data, and regular reviews of our systems. No online service can be perfectly secure, so please keep your password private and let us know at once if you suspect misuse of your account.",
        ],
      },
      {
        id: "your-rights",
        title: "Your rights",
        body: ["Under the PDPO you have the right to:"],
        items: [
          "ask whether we hold personal data about you and request a copy (a data access request);",
          "ask us to correct data that is inaccurate;",
          "withdraw your consent to the use of your data for direct marketing at any time;",
          "ask us to delete your account and the data linked to it, subject to any legal obligation to keep it.",
        ],
        after: [
          "You can update your name, phone number and address yourself in your profile settings. For anything else, contact us. We will respond to data access and correction requests within 40 days, as the PDPO requires, and may charge a fee that is not excessive for supplying a copy of data.",
        ],
      },
      {
        id: "cookies",
        title: "Cookies and local storage",
        body: [
          "We use a session cookie to keep you signed in and your browser's local storage to remember your theme preference and unfinished design requests. We do not use advertising trackers.",
        ],
        link: { label: "Read our Cookie Policy", to: "/cookies" },
      },
      {
        id: "children",
        title: "Children",
        body: [
          "The platform is intended for adults. We do not knowingly collect personal data from anyone under 18.",
        ],
      },
      {
        id: "changes",
        title: "Changes to this policy",
        body: [
          "We may update this policy from time to time. If we make a material change, we will tell you by e-mail or with a notice on the platform before it takes effect. The date at the top shows when it was last updated.",
        ],
      },
      {
        id: "contact",
        title: "Contact us",
        body: [
          "For questions about this policy, or to make a data access, correction or deletion request, please write to our Data Protection Officer:",
        ],
        email: CONTACT_EMAIL,
        after: [
          "If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner for Personal Data, Hong Kong.",
        ],
      },
    ] satisfies LegalSection[],
  } satisfies LegalDocument,

  terms: {
    title: "Terms of Service",
    intro: `These terms govern your use of ${brand}, whether you are a homeowner looking for a designer or an interior designer offering your services. By creating an account or using the platform, you agree to them. Please read them carefully.`,
    summary: {
      title: "Key points",
      items: [
        `${brand} acts only as an intermediary. Contracts for design and renovation work are made directly between clients and designers.`,
        "Designers must hold professional liability insurance of at least HKD 10 million.",
        `${brand}'s liability is capped at HKD 10,000 per claim.`,
        `Circumventing ${brand} after an introduction incurs liquidated damages of 200%.`,
        "Payment disputes must be reported within 7 days.",
        "Disputes go to 15 days of negotiation before mediation.",
        "We give 30 days' notice of material changes to these terms.",
      ],
    },
    sections: [
      {
        id: "about",
        title: "About these terms",
        body: [
          `These Terms of Service (the "Terms") form an agreement between you and ${brand} ("we", "us"). "Client" means a homeowner or other person who submits a design request. "Designer" means an interior designer or design studio accepted onto the platform. Our Privacy Policy and Cookie Policy also apply to your use of the platform.`,
        ],
      },
      {
        id: "intermediary",
        title: "Our role as an intermediary",
        body: [
          `${brand} acts only as an intermediary. We introduce clients to designers whom we have vetted; we do not provide interior design, renovation or construction services ourselves.`,
        ],
        items: [
          "Any agreement for design or renovation work, including scope, fees, schedule, payments and warranties, is made directly between the client and the designer.",
          `${brand} is not a party to that agreement and is not responsible for its performance, including the quality, safety, legality or timeliness of any work.`,
          "Vetting reduces risk but is not a guarantee. Clients should satisfy themselves that a designer is suitable before engaging them, and agree terms in writing.",
        ],
      },
      {
        id: "accounts",
        title: "Your account",
        body: [
          "You must be at least 18 years old and give accurate information, including your name and phone number. You are responsible for keeping your sign-in details secure and for all activity under your account. Tell us immediately if you believe your account has been compromised.",
        ],
      },
      {
        id: "clients",
        title: "For clients",
        body: [],
        items: [
          "You confirm that the information in your design request is accurate and that you are entitled to arrange works at the property, or have the owner's consent.",
          "We aim to introduce matched designers within 2 business days of receiving a complete request. This is a service target, not a guarantee.",
          "You are free to decline any designer we introduce.",
          "Once you engage a designer, you deal with them directly for all matters relating to the work.",
        ],
      },
      {
        id: "designers",
        title: "For designers",
        body: [],
        items: [
          "You join by contacting our team and sending your top portfolios. We may accept or decline any application at our discretion.",
          "You must hold a valid Hong Kong Business Registration Certificate and any licences your work requires.",
          "You must maintain professional liability insurance with a limit of indemnity of at least HKD 10,000,000 (HKD 10M) for as long as you are on the platform, and provide the certificate to us on request.",
          "Your portfolio must show only work that you or your studio actually carried out, and you must have the right to publish every image in it, including the consent of the homeowners shown.",
          "You must respond to client introductions promptly and treat clients' personal data in line with the PDPO, using it only for the project concerned.",
          "Clients may leave reviews of your work, which we may publish on the platform.",
        ],
      },
      {
        id: "non-circumvention",
        title: "No circumvention",
        // The clause a message with hidden contact details quotes to its sender: one wording for both.
        body: [
          circumventionClauseEn(brand).rule,
          circumventionClauseEn(brand).damages,
          circumventionClauseEn(brand).screening,
        ],
      },
      {
        id: "payments",
        title: "Payments and payment disputes",
        body: [
          "Payments for design and renovation work are made according to the agreement between the client and the designer. Any payment dispute must be reported to us in writing within 7 days of the payment concerned or, for a missed payment, of the date it fell due. We may be unable to assist with disputes reported after this period.",
        ],
      },
      {
        id: "disputes",
        title: "Resolving disputes",
        body: [
          "If a dispute arises in connection with these Terms or an introduction made through the platform, the parties concerned will first try to resolve it through good-faith negotiation for 15 days. If it is not resolved within those 15 days, any party may refer it to mediation in Hong Kong before starting court proceedings.",
        ],
      },
      {
        id: "liability",
        title: "Limitation of liability",
        body: [
          `To the fullest extent permitted by law, ${brand}'s total liability to you for any claim arising from or relating to the platform or these Terms is limited to HKD 10,000 per claim.`,
          `${brand} is not liable for the acts or omissions of clients or designers, for work performed under their agreements, or for indirect or consequential loss, such as loss of profit, rent or opportunity.`,
          "Nothing in these Terms excludes or limits liability that cannot be excluded or limited under Hong Kong law, including under the Control of Exemption Clauses Ordinance (Cap. 71).",
        ],
      },
      {
        id: "content",
        title: "Content and acceptable use",
        body: [
          "You keep ownership of the content you upload, such as photos and portfolio images, and grant us a non-exclusive licence to host and display it on the platform for its purposes. You must not:",
        ],
        items: [
          "upload content that is unlawful, misleading, or infringes anyone's rights;",
          "misrepresent your identity, qualifications or work;",
          "use the platform to send spam or to harass anyone;",
          "attempt to access other users' data, or interfere with the platform's security or operation.",
        ],
      },
      {
        id: "termination",
        title: "Suspension and termination",
        body: [
          "You can close your account at any time by contacting us. We may suspend or close an account that breaches these Terms, including a designer who no longer meets our vetting requirements. Sections that by their nature should survive termination, such as no circumvention, limitation of liability and dispute resolution, continue to apply.",
        ],
      },
      {
        id: "changes",
        title: "Changes to these terms",
        body: [
          "We may update these Terms from time to time. We will give you at least 30 days' notice of any material change by e-mail or with a notice on the platform before it takes effect. If you continue to use the platform after that date, the updated Terms apply. If you do not agree, you may close your account before the change takes effect.",
        ],
      },
      {
        id: "law",
        title: "Governing law",
        body: [
          "These Terms are governed by the laws of the Hong Kong Special Administrative Region. Subject to the dispute resolution steps above, the courts of Hong Kong have non-exclusive jurisdiction.",
        ],
      },
      {
        id: "contact",
        title: "Contact us",
        body: ["Questions about these Terms? Write to us at:"],
        email: CONTACT_EMAIL,
      },
    ] satisfies LegalSection[],
  } satisfies LegalDocument,

  cookies: {
    title: "Cookie Policy",
    intro: `${brand} keeps things simple: we store only what the platform needs to work and to remember your preferences. This policy explains exactly what that is.`,
    summary: {
      title: "In short",
      items: [
        "One session cookie keeps you signed in.",
        "Your browser's local storage remembers your theme and unfinished design requests.",
        "No advertising cookies and no cross-site trackers.",
      ],
    },
    sections: [
      {
        id: "what-are-cookies",
        title: "What cookies and local storage are",
        body: [
          "Cookies are small text files that a website stores in your browser and reads back on later visits. Local storage is a similar feature that keeps information in your browser only; it is not sent to our servers automatically.",
        ],
      },
      {
        id: "what-we-use",
        title: "What we use",
        body: [],
        table: {
          caption: "Cookies and local storage used by the platform",
          columns: ["Name", "Type", "Purpose", "How long"],
          rows: [
            [
              "nm_session",
              "Cookie, strictly necessary",
              "Keeps you signed in securely. It holds a random identifier only and cannot be read by scripts on the page.",
              "Until you log out, or up to 30 days (12 hours for administrators)",
            ],
            [
              "nm_signed_in",
              "Cookie, strictly necessary",
              "Set and removed together with the session cookie. It holds only the value 1, so that pages for visitors load without first asking our server who is signed in.",
              "As long as the session cookie",
            ],
            [
              "locale",
              "Cookie, functional",
              "Remembers the language you chose (English or Traditional Chinese).",
              "One year, or until you choose another language",
            ],
            [
              "nestmatch-theme",
              "Local storage",
              "Remembers whether you chose the light or dark theme.",
              "Until you change it or clear your browser data",
            ],
            [
              "Design request draft",
              "Local storage",
              "Saves your unfinished design request as you type, so you do not lose your work.",
              "Until you submit the request or clear your browser data",
            ],
            [
              "nm-push-owner",
              "Local storage",
              "Only if you turn on notifications on a device: which account turned them on, so that the next person to sign in on that browser does not receive them.",
              "Until you turn notifications off or sign out",
            ],
          ],
        },
        after: [
          "On secure connections the session cookie's name carries the __Host- prefix, which stops it from being shared with other websites.",
        ],
      },
      {
        id: "no-trackers",
        title: "No advertising trackers",
        body: [
          `${brand} does not use advertising cookies, tracking pixels or third-party cross-site trackers, and we do not share your browsing activity with advertisers. Links to our Facebook and Instagram pages open those sites, which have their own cookie policies.`,
        ],
      },
      {
        id: "managing",
        title: "Managing cookies",
        body: [
          "You can block or delete cookies and clear local storage in your browser settings. Please note that:",
        ],
        items: [
          "without the session cookie you will not be able to sign in;",
          "clearing local storage resets your theme to follow your device and removes any unsaved design request drafts.",
        ],
        after: [
          "Because we only use storage that is strictly necessary or that you control directly, we do not show a cookie banner.",
        ],
      },
      {
        id: "changes",
        title: "Changes to this policy",
        body: [
          "If we ever introduce new cookies or similar technologies, we will update this policy first, and ask for your consent where it is needed.",
        ],
        link: { label: "Read our Privacy Policy", to: "/privacy" },
      },
      {
        id: "contact",
        title: "Contact us",
        body: ["Questions about cookies or your data? Write to us at:"],
        email: CONTACT_EMAIL,
      },
    ] satisfies LegalSection[],
  } satisfies LegalDocument,
});
