export const savedDesignKeys = {
  all: ["saved-designs"] as const,
};
