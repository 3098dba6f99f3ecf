import type { Messages } from "#shared/i18n/index.ts";

/** How the profile's fields are labelled and filled in, the same in the gate and in the settings. */
export function profileFields(m: Messages["profile"]) {
  return {
    firstName: { label: m.fields.firstName, autoComplete: "given-name" },
    lastName: { label: m.fields.lastName, autoComplete: "family-name" },
    phoneNumber: {
      label: m.fields.phoneNumber,
      type: "tel",
      autoComplete: "tel",
      placeholder: m.placeholders.phoneNumber,
    },
    address: { label: m.fields.address, autoComplete: "street-address", placeholder: m.placeholders.address },
  };
}
