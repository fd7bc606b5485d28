import path from "node:path";
import { packageRoot } from "../package-root.ts";

/** The templates every account starts with; their preview images ship in assets/templates. */
export const defaultTemplates = [
  {
    name: "Classic Birthday",
    category: "birthday" as const,
    description: "Balloons, confetti and a warm welcome for birthday parties of every age.",
    style: "classic" as const,
    accentColor: "#d6246e",
    image: path.join(packageRoot, "assets/templates/classic-birthday.jpg"),
  },
  {
    name: "Elegant Wedding",
    category: "wedding" as const,
    description: "Cream paper, gold lines and florals for weddings and receptions.",
    style: "elegant" as const,
    accentColor: "#b08a3e",
    image: path.join(packageRoot, "assets/templates/elegant-wedding.jpg"),
  },
];
