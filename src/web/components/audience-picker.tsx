import TextField from "@mui/material/TextField";
import { guestCategories } from "../../contract/guests.ts";
import { audienceLabels, type MessageAudience, messageAudiences } from "../../contract/messages.ts";
import { guestCategoryLabels } from "../lib/guest-labels.ts";
import { menuOptions } from "./menu-options.tsx";

export type GuestCategory = (typeof guestCategories)[number];

type Props = {
  audience: MessageAudience;
  category: GuestCategory | "";
  onAudience: (audience: MessageAudience) => void;
  onCategory: (category: GuestCategory) => void;
  /** The server's word on the category (none chosen for 'A category'). */
  categoryError?: string;
};

/**
 * Who of the guests a message goes to (Going, Maybe, … a category, everyone): one picker for the
 * messages page and for a feed post sent to guests, so both offer the same choices.
 */
export function AudiencePicker({ audience, category, onAudience, onCategory, categoryError }: Props) {
  return (
    <>
      <TextField
        select
        label="Send to"
        value={audience}
        onChange={(e) => onAudience(e.target.value as MessageAudience)}
      >
        {menuOptions(messageAudiences, audienceLabels)}
      </TextField>
      {audience === "category" && (
        <TextField
          select
          label="Category"
          value={category}
          onChange={(e) => onCategory(e.target.value as GuestCategory)}
          error={Boolean(categoryError)}
          helperText={categoryError}
        >
          {menuOptions(guestCategories, guestCategoryLabels)}
        </TextField>
      )}
    </>
  );
}
