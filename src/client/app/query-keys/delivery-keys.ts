import type { DeliveryState } from "#shared/admin/delivery-states.ts";

export const deliveryKeys = {
  all: ["deliveries"] as const,
  page: (page: number, state: DeliveryState | null) => [...deliveryKeys.all, state ?? "all", page] as const,
};
