export const notificationKeys = {
  all: ["notifications"] as const,
};
