/** The signed-in area's navigation: the side navigation and the phone menu's part for signed-in users. */
export const sideNavEn = () => ({
  portal: { admin: "Admin Portal", designer: "Designer Portal", client: "Client Portal" },
  dashboard: "Dashboard",
  myProfile: "My Profile",
  myForms: "My Forms",
  submitRequest: "Submit Design Request",
  myPortfolio: "My Portfolio",
  introducedRequests: "Requests",
  clientForms: "Client Forms",
  clients: "Clients",
  designers: "Designers",
  portfolio: "Portfolio",
  messages: "Messages",
  deliveries: "Deliveries",
  credentials: "Credentials",
  analytics: "Analytics",
  logOut: "Log Out",
});
