import type { guestCategories } from "../db/schema.ts";

/** Believable sample content for demo and benchmark data. */
export const demoHosts = [
  { email: "priya.host@eventhub.local", name: "Priya Sharma" },
  { email: "arjun.host@eventhub.local", name: "Arjun Mehta" },
];

export const demoEventIdeas = [
  {
    title: "Ananya & Rohan's Wedding Reception",
    description: "Join us for an evening of dinner, music and dancing as we celebrate our wedding.",
    location: "The Leela Palace, Bangalore",
    time: "19:00",
  },
  {
    title: "Aarav Turns 5: Jungle Party",
    description: "Games, a magic show and jungle-themed cake for little explorers and their parents.",
    location: "Cubbon Park Play Area, Bangalore",
    time: "16:00",
  },
  {
    title: "Product Launch: Monsoon Collection",
    description: "An evening preview of our new collection with the design team, drinks and live music.",
    location: "Phoenix Marketcity, Mumbai",
    time: "18:30",
  },
  {
    title: "Diwali Get-together",
    description: "Lights, sweets, rangoli and music on the terrace. Bring your family and friends.",
    location: "Indiranagar, Bangalore",
    time: "18:00",
  },
  {
    title: "Startup Founders Breakfast",
    description: "A relaxed breakfast for founders to share lessons, hiring tips and fundraising stories.",
    location: "Koramangala Social, Bangalore",
    time: "08:30",
  },
  {
    title: "Parents' 25th Anniversary Dinner",
    description: "A surprise dinner for Mom and Dad's silver jubilee with the people they love most.",
    location: "ITC Gardenia, Bangalore",
    time: "20:00",
  },
];

type Category = (typeof guestCategories)[number];
export const demoPeople: { name: string; handle: string; category: Category }[] = [
  { name: "Rahul Verma", handle: "rahul.verma", category: "friend" },
  { name: "Sneha Iyer", handle: "sneha.iyer", category: "family" },
  { name: "Vikram Singh", handle: "vikram.singh", category: "colleague" },
  { name: "Meera Nair", handle: "meera.nair", category: "vip" },
  { name: "Karan Kapoor", handle: "karan.kapoor", category: "friend" },
  { name: "Divya Reddy", handle: "divya.reddy", category: "family" },
  { name: "Aditya Rao", handle: "aditya.rao", category: "other" },
  { name: "Fatima Sheikh", handle: "fatima.sheikh", category: "colleague" },
];
