import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminDelivery } from "#shared/admin/deliveries.ts";
import type { DeliveryState } from "#shared/admin/delivery-states.ts";
import type { Paged } from "#shared/app/paging.ts";
import { getJson } from "../../app/api.ts";
import { deliveryKeys } from "../../app/query-keys.ts";

export type DeliveryPage = Paged<AdminDelivery> & { failed: number };

export function deliveriesQuery(page: number, state: DeliveryState | null) {
  const query = new URLSearchParams({ page: String(page), ...(state ? { state } : {}) });
  return queryOptions({
    queryKey: deliveryKeys.page(page, state),
    queryFn: ({ signal }) => getJson<DeliveryPage>(`/api/admin/deliveries?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/deliveries: the log, newest first; refreshed while the screen is open. */
export const useDeliveries = (page: number, state: DeliveryState | null) =>
  useQuery({ ...deliveriesQuery(page, state), refetchInterval: 15_000 });
