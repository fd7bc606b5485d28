import Cancel from "@mui/icons-material/Cancel";
import CheckCircle from "@mui/icons-material/CheckCircle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { passwordChecklist } from "../../../contract/auth.ts";

/** The live list of password rules under a new-password field; each line turns green once met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List dense disablePadding id={id} aria-label="Password requirements">
      {passwordChecklist.map((rule) => {
        const met = rule.test(password);
        return (
          <ListItem key={rule.label} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" titleAccess="Met:" />
              ) : (
                <Cancel fontSize="small" color="error" titleAccess="Not met:" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={rule.label}
              slotProps={{
                primary: { variant: "body2", color: met ? "text.primary" : "text.secondary" },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
