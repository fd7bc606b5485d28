import path from "node:path";
import { packageRoot } from "../package-root.ts";

/**
 * The edition of the shipped art. Raise it when the pictures change: on start (and from the admin's
 * button) every default template carrying an older edition gets the new picture. Edition 1: the
 * designs carry no wording (the first ones read "Birthday Celebration"); the event's text is set over them.
 */
export const defaultArtVersion = 1;

const art = (name: string) => path.join(packageRoot, `assets/templates/${name}.jpg`);

/**
 * The templates every account starts with: one design per kind of occasion, decorative only. Their
 * pictures ship in assets/templates (drawn as SVG, kept as JPEG by scripts/render-template-art.ts).
 */
export const defaultTemplates = [
  {
    name: "Classic Birthday",
    category: "birthday" as const,
    description: "Balloons, bunting and confetti for birthday parties of every age.",
    style: "classic" as const,
    accentColor: "#d6246e",
    image: art("classic-birthday"),
  },
  {
    name: "Elegant Wedding",
    category: "wedding" as const,
    description: "Cream paper, gold lines, florals and rings for weddings and receptions.",
    style: "elegant" as const,
    accentColor: "#b08a3e",
    image: art("elegant-wedding"),
  },
  {
    name: "Diwali Lights",
    category: "holiday" as const,
    description: "Diyas, a rangoli and marigold garlands on a deep night for Diwali.",
    style: "classic" as const,
    accentColor: "#e0457b",
    image: art("festival-diwali"),
  },
  {
    name: "Eid Moon",
    category: "holiday" as const,
    description: "A crescent moon, stars and glowing lanterns for Eid gatherings.",
    style: "elegant" as const,
    accentColor: "#13505b",
    image: art("festival-eid"),
  },
  {
    name: "Christmas Joy",
    category: "holiday" as const,
    description: "Ornaments, little trees and snow for Christmas parties.",
    style: "classic" as const,
    accentColor: "#b3001b",
    image: art("festival-christmas"),
  },
  {
    name: "Baby Shower Clouds",
    category: "baby shower" as const,
    description: "Soft clouds, a mobile and pastel dots for baby showers.",
    style: "modern" as const,
    accentColor: "#c2587a",
    image: art("baby-shower"),
  },
  {
    name: "Housewarming",
    category: "other" as const,
    description: "A row of little houses, plants and string lights for a new home.",
    style: "modern" as const,
    accentColor: "#9c4221",
    image: art("housewarming"),
  },
  {
    name: "Corporate Lines",
    category: "corporate" as const,
    description: "Navy with network lines and light bands for launches, meetups and offsites.",
    style: "modern" as const,
    accentColor: "#1b3a6b",
    image: art("corporate"),
  },
  {
    name: "Plain",
    category: "other" as const,
    description: "A quiet gradient that suits any occasion.",
    style: "modern" as const,
    accentColor: "#6a4c93",
    image: art("plain"),
  },
];
