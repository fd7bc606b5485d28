/** The public pages every visitor sees in the top bar and the mobile drawer. */
export const publicNavLinks = [
  { label: "Home", to: "/" },
  { label: "Events", to: "/events" },
  { label: "About Us", to: "/about-us" },
] as const;
