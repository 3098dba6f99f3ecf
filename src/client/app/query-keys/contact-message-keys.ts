export const contactMessageKeys = {
  all: ["contact-messages"] as const,
  page: (page: number) => [...contactMessageKeys.all, page] as const,
};
