/** A design request every rule accepts, as the request form sends it. */
export const validRequest = {
  propertyAddress: "Flat 12B, 8 Tai Koo Shing Road, Quarry Bay",
  propertyType: "Apartment",
  projectType: "Full Design",
  homeStatus: "Existing",
  budget: { min: "HK$100,000", max: "HK$3,000,000+" },
  designStyle: ["Scandinavian", "Japanese"],
  description: "A 650 sq ft flat for a family of three; we need storage, a study corner and a calm bedroom.",
  mobileNumber: "+852 9123 4567",
  squareFootage: "650",
  hasContractor: false,
  contractorNames: "",
  hasPastCollaborations: false,
  pastCollaborationNames: "",
  agreedToTerms: true,
};
