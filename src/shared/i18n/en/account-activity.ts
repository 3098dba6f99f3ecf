/** Words of the sign-in history and the list of signed-in browsers (profile), and the new-browser mail. */
export const accountActivityEn = (brand: string) => ({
  sessions: {
    title: "Where you're signed in",
    text: "Every browser signed in to your account now. Sign out of any you don't recognise, then change your password.",
    thisBrowser: "This browser",
    signedInAt: (when: string) => `Signed in ${when}`,
    lastSeen: (when: string) => `Last active ${when}`,
    end: "Sign out",
    endLabel: (device: string) => `Sign out of ${device}`,
    ended: "That browser is signed out.",
    endOthers: "Sign out of every other browser",
    endedOthers: "Every other browser is signed out.",
    onlyThis: "No other browser is signed in.",
    loadFailed: "We couldn't load your sessions. Please try again.",
    notFound: "That session has already ended.",
  },
  history: {
    title: "Recent sign-ins",
    text: "The last 20 sign-ins to your account, newest first. We e-mail you when a new browser signs in.",
    newBrowser: "New browser",
    empty: "No sign-ins recorded yet.",
    loadFailed: "We couldn't load your sign-ins. Please try again.",
  },
  device: {
    unknown: "Unknown browser",
    on: (browser: string, os: string) => `${browser} on ${os}`,
    kinds: { desktop: "Computer", mobile: "Phone", tablet: "Tablet", other: "Device" },
  },
  methods: {
    password: "Password",
    "password+totp": "Password and authenticator code",
    "password+passkey": "Password and passkey",
    "password+recovery-code": "Password and recovery code",
  },
  mail: {
    newBrowserSubject: `New sign-in to your ${brand} account`,
    newBrowserBody: (device: string, when: string, link: string) =>
      [
        `Your ${brand} account was just signed in from a browser it hasn't used before:`,
        "",
        `  ${device}`,
        `  ${when} (Hong Kong time)`,
        "",
        "If this was you, there is nothing to do.",
        "",
        `If it wasn't, change your password now and sign out of the browsers you don't recognise: ${link}`,
      ].join("\n"),
    dateTime: "d MMMM yyyy, HH:mm",
  },
});
