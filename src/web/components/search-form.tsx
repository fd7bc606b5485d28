import SearchIcon from "@mui/icons-material/Search";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";

type Props = {
  /** Where the search goes (a GET with ?search=). */
  action: string;
  value: string;
  placeholder: string;
  label: string;
};

/** A search box that is a plain GET form: it works on a server-rendered page with or without script. */
export function SearchForm({ action, value, placeholder, label }: Props) {
  return (
    <Stack
      component="form"
      method="get"
      action={action}
      role="search"
      direction="row"
      spacing={1}
      sx={{ p: 1 }}
    >
      <TextField
        name="search"
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        fullWidth
        size="medium"
        slotProps={{
          htmlInput: { "aria-label": label, maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ "& fieldset": { border: 0 } }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: 3 }}>
        Search
      </Button>
    </Stack>
  );
}
