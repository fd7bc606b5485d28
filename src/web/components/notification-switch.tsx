import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";

/**
 * One e-mail switch with its label and a line on what it sends: the profile's notification settings
 * and a co-host's own switches for one event show the same words the same way.
 */
export function NotificationSwitch({
  text,
  checked,
  disabled,
  onToggle,
}: {
  text: { label: string; hint: string };
  checked: boolean;
  disabled?: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ alignItems: "flex-start", my: 0.5 }}
      control={<Switch checked={checked} disabled={disabled} onChange={(e) => onToggle(e.target.checked)} />}
      label={
        <>
          <Typography sx={{ fontWeight: 600, pt: 1 }}>{text.label}</Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {text.hint}
          </Typography>
        </>
      }
    />
  );
}
