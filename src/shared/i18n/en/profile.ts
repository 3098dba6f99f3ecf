import type { UserRole } from "../../auth/roles.ts";
/** Words of the home dashboard, the profile gate and the profile settings. */
export const profileEn = (brand: string) => ({
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phoneNumber: "Phone number",
    address: "Address",
    addressOptional: "Address (optional)",
    currentPassword: "Current password",
    newPassword: "New password",
  },
  placeholders: {
    phoneNumber: "+852 9123 4567",
    address: "Flat, floor, building, street, district",
  },
  validation: {
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    phoneRequired: "Phone number is required",
    phoneTooShort: "Phone number must be at least 8 digits",
    phoneInvalid: "Please enter a valid mobile number",
    emailInvalid: "Please enter a valid email address",
    tooLong: (max: number) => `Please keep this under ${max} characters`,
  },
  complete: {
    title: "Complete Your Profile",
    description:
      "Please complete your profile to continue using the platform. Your name and phone number help designers reach you; the address is optional.",
    submit: "Complete Profile",
    submitting: "Completing Profile...",
    successTitle: "Profile completed successfully",
    successText: "Welcome! Your profile has been set up.",
    failureTitle: "Failed to complete profile",
    failureFallback: "Please try again.",
  },
  photo: {
    title: "Profile photo",
    text: "Shown in the menu and, for designers, on their public page. JPG, PNG, GIF or WebP up to 10 MB.",
    choose: "Upload a photo",
    change: "Change photo",
    remove: "Remove photo",
    uploading: "Uploading...",
    updated: "Photo updated",
    removed: "Photo removed",
    failed: "Could not update your photo",
  },
  settings: {
    title: "Profile Settings",
    subtitle: "Your personal information and sign-in details.",
    accessDeniedTitle: "Access Denied",
    accessDeniedText: "Please log in to view your profile.",
    personalInformation: "Personal Information",
    /** Who sees these details, for each role; nothing to say to admins. */
    personalInformationText: {
      client:
        "Designers introduced to your requests see only part of your name; the designer you choose also sees your full name, e-mail and phone number.",
      designer:
        "Homeowners see your name and profile beside your proposals; a homeowner who chooses you also sees your e-mail and phone number.",
      admin: "",
    } satisfies Record<UserRole, string>,
    edit: "Edit Profile",
    cancel: "Cancel",
    save: "Save Changes",
    saving: "Saving...",
    notProvided: "Not provided",
    currentPasswordHint: "Needed because you changed your email.",
    successTitle: "Profile updated successfully",
    successText: "Your profile information has been saved.",
    failureTitle: "Error updating profile",
    failureFallback: "Please try again later.",
    security: "Password",
    securityText: "Changing your password signs you out on every other device.",
    changePassword: "Change password",
    changingPassword: "Changing...",
    passwordChangedTitle: "Password changed",
    passwordChangedText: "Other devices have been signed out.",
    passwordFailureTitle: "Could not change the password",
    role: "Account type",
    roles: { admin: "Administrator", designer: "Designer", client: "Home owner" },
    memberSince: "Member since",
  },
  dataExport: {
    title: "Your data",
    text: "Hong Kong's Personal Data (Privacy) Ordinance gives you the right to a copy of the personal data we hold about you. Download it as one JSON file: your account, sign-ins, notifications, saved designs, design requests with their photos and inspirations, the designers who answered, your messages and reviews, and for designers your profile, portfolio and introductions.",
    download: "Download my data",
    fileAbout: `Your personal data held by ${brand}, as of exportedAt (Hong Kong Personal Data (Privacy) Ordinance: your right to a copy). Links to request photos open while you are signed in. Ask us through the contact page for anything you miss here, or to correct or delete your data.`,
  },
  /** Mailed to the address an account leaves, in the account's language. */
  emailChangedMail: {
    subject: `Your ${brand} email address was changed`,
    body: (newAddress: string, contactUrl: string) =>
      [
        "Hello,",
        "",
        `The email address of your ${brand} account was just changed to ${newAddress}. From now on you sign in with that address and we write to it, not to this one. Password reset links sent here no longer work.`,
        "",
        "If you made this change, there is nothing more to do.",
        "",
        `If you didn't, someone else may know your password. Tell us at once through our contact page, and we will help you take your account back: ${contactUrl}`,
        "",
        `The ${brand} team`,
      ].join("\n"),
  },
  /** Shown for an account without names: a name is never replaced by the e-mail (issue 18). */
  noName: "No name given",
  /** The one dashboard of each role (`/`, `/home` and `/dashboard` when signed in). */
  home: {
    greeting: (name: string) => `Welcome back, ${name}!`,
    there: "there",
    subtitle: `Here's where your ${brand} project starts.`,
    logOut: "Log out",
    cards: {
      request: { title: "Start a Design Request", text: "Tell us about your space, budget and style." },
      browse: { title: "Browse Designs", text: "View the portfolio of our vetted designers." },
      profile: { title: "Profile Settings", text: "Keep your contact details up to date." },
    },
    gettingStarted: "Getting Started",
    progress: (done: number, total: number) => `${done} of ${total} done`,
    /** Read before each step by screen readers, which do not see the tick. */
    stepDone: "Done:",
    stepToDo: "To do:",
    steps: {
      profile: "Complete your profile",
      request: "Submit your first design request",
      introduced: "Meet the designers we introduce and compare their proposals",
      chosen: "Choose your designer and connect",
    },
    designer: {
      introductions: "Introductions",
      introductionsText: (waiting: number) =>
        waiting === 0
          ? "No request waits for your answer."
          : waiting === 1
            ? "1 request waits for your answer."
            : `${waiting} requests wait for your answer.`,
      publicProfile: "Public profile",
      publicProfileText: (filled: number, total: number) => `${filled} of ${total} parts filled in.`,
      stillEmpty: (parts: string) => `Still empty: ${parts}.`,
      photo: "Photo",
      budget: "Typical budget",
      steps: {
        account: "Add your name and phone number",
        publicProfile: "Fill in every part of your public profile",
        firstDesign: "Add your first design to your portfolio",
        vetted: `Be vetted by the ${brand} team (they check your profile and portfolio)`,
        answered: "Answer your first introduction: accept with a proposal, or decline",
      },
    },
    help: "Need Help?",
    helpText: "Our team answers Monday to Friday, 9:00 AM to 6:00 PM.",
    contact: "Contact us",
  },
});
