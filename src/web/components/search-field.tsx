import ClearIcon from "@mui/icons-material/Clear";
import SearchIcon from "@mui/icons-material/Search";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import type { SxProps, Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";

type Props = {
  value: string;
  /** Called once typing pauses, and at once when the field is cleared. */
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; defaults to the placeholder. */
  label?: string;
  delayMs?: number;
  sx?: SxProps<Theme>;
};

/** A search box that reports its text only after a pause, so every keystroke does not fetch. */
export function SearchField({ value, onChange, placeholder, label, delayMs = 300, sx }: Props) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callback, so a pending report never calls a stale one.
  const report = useRef(onChange);
  report.current = onChange;

  // Follows outside changes (browser back, a link with ?search=) without fighting the user's typing.
  useEffect(() => {
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function update(next: string, immediately = false) {
    setText(next);
    clearTimeout(timer.current);
    if (immediately) report.current(next.trim());
    else timer.current = setTimeout(() => report.current(next.trim()), delayMs);
  }

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => update(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") update(text, true);
      }}
      placeholder={placeholder}
      fullWidth
      sx={sx}
      slotProps={{
        htmlInput: { "aria-label": label ?? placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton aria-label="Clear search" edge="end" onClick={() => update("", true)}>
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
