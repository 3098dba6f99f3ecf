import { useSearchParams } from "react-router";
import { safeReturnTo } from "#shared/auth/schemas.ts";

/** Where to go after signing in: the page that sent the user here, if it is on this site. */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  return safeReturnTo(params.get("returnTo"));
}
