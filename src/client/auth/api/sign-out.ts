import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../app/api.ts";
import { unsubscribeDevice } from "../../app/push/device-push.ts";

/** POST /api/auth/logout: ends this browser's session and clears its cookies. */
export const useSignOut = () =>
  useMutation({
    mutationFn: async () => {
      // The server ends the subscription with the session; the browser's own goes too, so the next person
      // to sign in here is not handed it (a browser that cannot say is signed out all the same).
      await unsubscribeDevice().catch((error: unknown) =>
        console.warn("This browser's push subscription could not be ended; signing out all the same", error),
      );
      await apiRequest("POST", "/api/auth/logout");
    },
  });
