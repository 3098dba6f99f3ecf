import { useCallback } from "react";
import { REQUEST_STATUSES, type RequestStatus } from "#shared/requests/constants.ts";
import { useAddressParams } from "../../app/use-address-params.ts";

const asStatus = (value: string | null): RequestStatus | undefined =>
  REQUEST_STATUSES.find((status) => status === value);

/**
 * The desk's state lives in the address (spec 2 §2: `?client=`, `?id=`, `edit=true`; also the
 * search, status and page), so a filtered view or an open request can be shared and reloaded.
 */
export function useDeskAddress() {
  const [params, changeParams] = useAddressParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      changeParams(
        (latest) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value) latest.set(key, value);
            else latest.delete(key);
          }
          return latest;
        },
        { replace: true },
      ),
    [changeParams],
  );
  const list = new URLSearchParams(params);
  list.delete("id");
  list.delete("edit");
  return {
    /** The address's query without the open request: where closing the dialog leads. */
    listSearch: list.size > 0 ? `?${list}` : "",
    q: params.get("q") ?? "",
    status: asStatus(params.get("status")),
    client: params.get("client") ?? undefined,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
    openId: params.get("id"),
    editing: params.get("edit") === "true",
    update,
  };
}
