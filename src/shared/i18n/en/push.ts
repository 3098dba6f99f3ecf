/** Words of push notifications on a device: the opt-in in the profile and the bell, and the API's refusals. */
export const pushEn = (_brand: string) => ({
  title: "Notifications on this device",
  description:
    "Get a notification on this device for new messages, introductions and proposals, and a homeowner's choice.",
  bellHint: "Notify me on this device",
  bellOff: "Stop notifications on this device",
  turnOn: "Turn on",
  turnOff: "Turn off",
  on: "On for this browser. Signing out turns them off.",
  off: "Off for this browser.",
  blocked:
    "This browser blocks notifications from this site: allow them in its site settings, then turn them on here.",
  unsupported:
    "This browser cannot show notifications from a web page. On an iPhone or iPad, add the site to the Home Screen first.",
  turnedOn: "Notifications are on for this device",
  turnedOff: "Notifications are off for this device",
  failed: "Notifications could not be turned on. Please try again.",
  validation: {
    endpoint: "The browser's push address is not one of a known push service",
    keys: "The browser's push keys are not valid",
  },
});
