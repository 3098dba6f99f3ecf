import { useQuery } from "@tanstack/react-query";
import { getJson } from "../../app/api.ts";
import { userKeys } from "../../app/query-keys.ts";

/** The designers an admin can file a design under (GET /api/admin/users lists them whole). */
export interface DesignerOption {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const useDesignerOptions = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.overview(),
    queryFn: ({ signal }) => getJson<{ designers: DesignerOption[] }>("/api/admin/users", signal),
    enabled,
    select: (data) => data?.designers ?? [],
  });
