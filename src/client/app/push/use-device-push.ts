import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../ui/toast.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";
import { pushKeys } from "../query-keys.ts";
import { useAuth } from "../use-current-user.ts";
import { type DevicePushState, readDevicePush, subscribeDevice, unsubscribeDevice } from "./device-push.ts";
import { pushKeyQuery } from "./get-push-key.ts";
import { removePushSubscription } from "./remove-push-subscription.ts";
import { savePushSubscription } from "./save-push-subscription.ts";

const devicePushQuery = (userId: string) =>
  queryOptions({
    queryKey: pushKeys.device(userId),
    queryFn: () => readDevicePush(userId, savePushSubscription),
    // Read once per page load: the browser's state changes only through the toggles below.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export interface DevicePush {
  state: DevicePushState | "loading";
  busy: boolean;
  turnOn(): void;
  turnOff(): void;
}

/** Push notifications on this browser for the signed-in user: its state, and turning them on or off. */
export function useDevicePush(): DevicePush {
  const m = useWorkspaceMessages().push;
  const auth = useAuth();
  const userId = auth.user?.id ?? "";
  const queryClient = useQueryClient();
  const device = useQuery({ ...devicePushQuery(userId), enabled: Boolean(userId) });
  const setState = (state: DevicePushState) => queryClient.setQueryData(pushKeys.device(userId), state);

  const on = useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(pushKeyQuery);
      const subscribed = await subscribeDevice(userId, publicKey);
      if (subscribed === "blocked") return "blocked" as const;
      await savePushSubscription(subscribed);
      return "on" as const;
    },
    onSuccess: (state) => {
      setState(state);
      toast(state === "on" ? { title: m.turnedOn, variant: "success" } : { title: m.blocked });
    },
    onError: () => toast({ title: m.failed, variant: "destructive" }),
  });
  const off = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice();
      if (endpoint) await removePushSubscription(endpoint);
    },
    onSuccess: () => {
      setState("off");
      toast({ title: m.turnedOff });
    },
    // The browser no longer has the subscription, so the server's row only waits for its push service's 410.
    onError: () => setState("off"),
  });

  return {
    state: device.isError ? "unsupported" : (device.data ?? "loading"),
    busy: on.isPending || off.isPending,
    turnOn: () => on.mutate(),
    turnOff: () => off.mutate(),
  };
}
