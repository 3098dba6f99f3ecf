/** Words of the design request form, My Requests and the client dashboard. */
export const requestsEn = (_brand: string) => ({
  validation: {
    propertyAddressRequired: "Property address is required",
    propertyTypeInvalid: "Please choose a property type",
    projectTypeInvalid: "Please choose a project type",
    homeStatusInvalid: "Please choose the status of the home",
    designStyleRequired: "Please select at least one design style",
    descriptionTooShort: (min: number) => `Description must be at least ${min} characters`,
    mobileTooShort: "Mobile number must be at least 8 digits",
    mobileInvalid: "Please enter a valid mobile number",
    mobileRequired: "Mobile number must be at least 8 digits",
    squareFootageRequired: "Square footage is required",
    squareFootageInvalid: "Please enter a valid number",
    agreedToTermsRequired: "You must agree to the Terms & Conditions and Privacy Policy",
    budgetInvalid: "Please choose a budget from the list",
    budgetOrder: "The maximum budget must not be below the minimum",
    tooLong: (max: number) => `Please keep this under ${max.toLocaleString("en")} characters`,
  },
  errors: {
    notFound: "Design request not found",
    notEditable: "This request has been confirmed and can no longer be edited.",
    clientsOnly: "Only clients and administrators can submit design requests.",
  },
});
