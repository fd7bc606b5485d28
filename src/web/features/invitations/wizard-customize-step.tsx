import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Controller, type UseFormReturn } from "react-hook-form";
import { type InvitationInput, invitationTypes } from "../../../contract/invitations.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { typeExplanations, typeLabels } from "../../lib/invitation-labels.ts";
import type { WizardValues } from "./wizard-values.ts";

type Props = { form: UseFormReturn<WizardValues, unknown, InvitationInput> };

/** Step 2: the invitation's title and message, and how it reaches the guests. */
export function WizardCustomizeStep({ form }: Props) {
  const message = formFieldProps(form, "message");
  return (
    <Stack spacing={3}>
      <TextField
        label="Title"
        required
        fullWidth
        {...formFieldProps(form, "title")}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Message"
        required
        fullWidth
        multiline
        minRows={6}
        {...message}
        helperText={message.helperText ?? "Each guest also gets their own link to reply."}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary", mb: 1 }}>
              How to send it
            </FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              sx={{ gap: 1 }}
            >
              {invitationTypes.map((type) => (
                <Box
                  key={type}
                  sx={{
                    border: 1,
                    borderColor: field.value === type ? "secondary.main" : "divider",
                    borderRadius: 2,
                    px: 1.5,
                    py: 1,
                  }}
                >
                  <FormControlLabel
                    value={type}
                    control={<Radio slotProps={{ input: { "aria-describedby": `type-${type}-text` } }} />}
                    label={<Typography sx={{ fontWeight: 600 }}>{typeLabels[type]}</Typography>}
                    sx={{ m: 0 }}
                  />
                  <Typography
                    id={`type-${type}-text`}
                    variant="body2"
                    sx={{ color: "text.secondary", pl: 5.25 }}
                  >
                    {typeExplanations[type]}
                  </Typography>
                </Box>
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {form.watch("type") === "email" && (
        <Controller
          control={form.control}
          name="replyToHost"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { "aria-describedby": "reply-to-host-text" } }}
                  />
                }
                label="Guests can reply to the e-mail"
                sx={{ minHeight: 44 }}
              />
              <Typography id="reply-to-host-text" variant="body2" sx={{ color: "text.secondary", pl: 4 }}>
                A reply reaches your e-mail address, which the guest then sees. Untick to keep your address
                private.
              </Typography>
            </Box>
          )}
        />
      )}
    </Stack>
  );
}
