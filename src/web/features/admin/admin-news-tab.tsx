import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import { type NewsAudience, type ProductNews, productNewsSchema } from "../../../contract/admin.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { api, unwrap } from "../../lib/api-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { adminKeys } from "./admin-keys.ts";

/**
 * Product news: the one marketing mail EventHub sends, only to users who turned "Marketing emails"
 * on, each with a one-click unsubscribe. The count shows who it will reach before it goes.
 */
export function AdminNewsTab() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const audience = useQuery({
    queryKey: adminKeys.newsAudience(),
    queryFn: (): Promise<NewsAudience> => unwrap(api.GET("/admin/news/audience")),
    staleTime: 0,
  });
  const form = useForm<ProductNews>({
    resolver: zodResolver(productNewsSchema),
    defaultValues: { subject: "", message: "" },
  });
  const send = useMutation({
    mutationFn: (news: ProductNews) => unwrap(api.POST("/admin/news", { body: news })),
    onSuccess: ({ message }) => {
      enqueueSnackbar(message, { variant: "success" });
      form.reset();
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const recipients = audience.data?.recipients;

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Product news
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {recipients === undefined
          ? "Counting who chose marketing emails…"
          : `Goes to the ${recipients} user${recipients === 1 ? "" : "s"} with a confirmed address who chose marketing emails in their profile. Each mail has a one-click unsubscribe.`}
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit((news) => send.mutate(news))}>
        <Stack spacing={2.5}>
          {send.isError && <ErrorAlert message={send.error.message} />}
          <TextField label="Subject" fullWidth {...formFieldProps(form, "subject")} />
          <TextField label="Message" fullWidth multiline minRows={6} {...formFieldProps(form, "message")} />
          <Box>
            <Button type="submit" variant="contained" loading={send.isPending}>
              Send news
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
