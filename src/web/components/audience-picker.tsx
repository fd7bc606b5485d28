import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { guestCategories } from "../../contract/guests.ts";
import {
  audienceLabels,
  type MessageAudience,
  messageAudiences,
  type PartAudience,
} from "../../contract/messages.ts";
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
  /** An event in parts: "Going to {part}" for each, the chosen one, and its choice. */
  parts?: PartAudience[];
  partId?: string;
  onPart?: (partId: string) => void;
};

/** A part's choice in the one select: its value carries the part. */
const partPrefix = "part:";
const byReply = messageAudiences.filter((a) => a !== "part");

/**
 * Who of the guests a message goes to (Going, Maybe, … a category, everyone, and for an event in
 * parts the guests Going to one part): one picker for the messages page and for a feed post sent
 * to guests, so both offer the same choices.
 */
export function AudiencePicker(props: Props) {
  const { audience, category, onAudience, onCategory, categoryError, parts = [], partId, onPart } = props;
  function choose(value: string) {
    if (!value.startsWith(partPrefix)) return onAudience(value as MessageAudience);
    onAudience("part");
    onPart?.(value.slice(partPrefix.length));
  }
  return (
    <>
      <TextField
        select
        label="Send to"
        value={audience === "part" ? `${partPrefix}${partId ?? ""}` : audience}
        onChange={(e) => choose(e.target.value)}
      >
        {menuOptions(byReply, audienceLabels)}
        {parts.map((p) => (
          <MenuItem key={p.partId} value={`${partPrefix}${p.partId}`}>
            {`Going to ${p.name}`}
          </MenuItem>
        ))}
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
