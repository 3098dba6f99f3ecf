import { groupedInteger } from "../numbers.ts";

/** Words of the contact page and its form (spec 1 §2, §5, §8). */
export const contactEn = (brand: string) => ({
  title: "Contact Us",
  intro: `Questions about a project, your account, or showcasing your designs on ${brand}? Send us a message and the team will reply within one business day.`,
  hoursTitle: "Contact hours",
  hours: "Monday to Friday, 9:00 AM to 6:00 PM",
  hoursNote: "Hong Kong time, except public holidays.",
  emailTitle: "E-mail",
  responseTitle: "Response time",
  responseText: "Within one business day",
  formTitle: "Send us a message",
  fields: {
    name: "Name",
    email: "Email",
    companyName: "Company name",
    mobileNumber: "Mobile number",
    subject: "Subject",
    customSubject: "Custom subject",
    message: "Message",
  },
  placeholders: {
    name: "Your full name",
    email: "you@example.com",
    companyName: "Your company, or 'Private homeowner'",
    mobileNumber: "+852 9123 4567",
    subject: "Choose a subject",
    customSubject: "What is it about?",
    message: "How can we help?",
  },
  subjects: {
    General: "General",
    "Advertise My Designs": "Advertise My Designs",
    "Account and Profile": "Account and Profile",
    Other: "Other",
  },
  submit: "Send message",
  sending: "Sending...",
  validation: {
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    companyNameRequired: "Company name is required",
    mobileNumberRequired: "Mobile number is required",
    mobileNumberTooShort: "Mobile number must be at least 8 digits",
    mobileNumberInvalid: "Please enter a valid mobile number",
    subjectRequired: "Subject is required",
    customSubjectRequired: "Custom subject is required",
    messageRequired: "Message is required",
    tooLong: (max: number) => `Please keep this under ${groupedInteger(max)} characters`,
  },
  /** The API's answer to a message it saved. */
  received: "Message received",
  success: {
    title: "Message sent successfully",
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
  failure: {
    title: "Error sending message",
    fallback: "There was an error sending your message. Please try again.",
  },
});
