import { zodResolver } from "@hookform/resolvers/zod";
import PersonAddOutlinedIcon from "@mui/icons-material/PersonAddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import {
  type PersonInvite,
  peopleMessages,
  personInviteSchema,
  personRoleLabels,
  personRoles,
} from "../../../contract/people.ts";
import { ApiError } from "../../lib/api-client.ts";
import { usePeopleMutations } from "./use-people.ts";

const roleHints = {
  cohost: "Does everything you do with the event, except delete it, pay for it or manage its people.",
  door: "Checks guests in at the door.",
} as const;

/** The owner's invitation by e-mail: the address, and Co-host or Door staff. */
export function InviteForm({ eventId }: { eventId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const { invite } = usePeopleMutations(eventId);
  const form = useForm<PersonInvite>({
    resolver: zodResolver(personInviteSchema),
    defaultValues: { email: "", role: "cohost" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const person = await invite.mutateAsync(values);
      enqueueSnackbar(peopleMessages.invited(person.email), { variant: "success" });
      form.reset({ email: "", role: values.role });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "Failed to send the invitation";
      form.setError("email", {
        message: error instanceof ApiError ? (error.fields?.email ?? message) : message,
      });
    }
  });
  const emailError = form.formState.errors.email?.message;
  const { ref, ...email } = form.register("email");

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Invite someone
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
        We e-mail them a link. They accept while signed in with that address, or create an account with it
        first.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Invite someone to help run this event">
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            required
            inputRef={ref}
            {...email}
            error={Boolean(emailError)}
            helperText={emailError}
            fullWidth
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">Role</FormLabel>
                <RadioGroup {...field}>
                  {personRoles.map((role) => (
                    <FormControlLabel
                      key={role}
                      value={role}
                      control={<Radio />}
                      sx={{ alignItems: "flex-start", my: 0.5 }}
                      label={
                        <Box sx={{ pt: 1 }}>
                          <Typography sx={{ fontWeight: 600 }}>{personRoleLabels[role]}</Typography>
                          <Typography variant="body2" sx={{ color: "text.secondary" }}>
                            {roleHints[role]}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                </RadioGroup>
              </Box>
            )}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<PersonAddOutlinedIcon />}
              loading={form.formState.isSubmitting}
            >
              Send invitation
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
