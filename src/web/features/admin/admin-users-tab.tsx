import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useState } from "react";
import type { AdminUserUpdate } from "../../../contract/admin.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { SearchField } from "../../components/search-field.tsx";
import { UserAvatar } from "../../components/user-avatar.tsx";
import { api, unwrap } from "../../lib/api-client.ts";
import { formatMomentDate } from "../../lib/event-date-format.ts";
import { adminKeys } from "./admin-keys.ts";
import { AuditLogSection } from "./audit-log-section.tsx";

const pageSize = 25;
const shortDate = (iso: string | null) => (iso ? formatMomentDate(iso) : "never");

/** Search users, make or revoke admins, disable or enable accounts; every action lands in the audit log. */
export function AdminUsersTab({ selfId }: { selfId: string }) {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const users = useQuery({
    queryKey: adminKeys.users(search, page),
    queryFn: () => unwrap(api.GET("/admin/users", { params: { query: { search, page } } })),
    placeholderData: (previous) => previous,
  });
  const change = useMutation({
    mutationFn: ({ id, update }: { id: string; update: AdminUserUpdate }) =>
      unwrap(api.PATCH("/admin/users/{id}", { params: { path: { id } }, body: update })),
    onSuccess: (user, { update }) => {
      const what =
        update.disabled === undefined
          ? update.isAdmin
            ? `${user.email} is now an admin`
            : `${user.email} is no longer an admin`
          : update.disabled
            ? `${user.email} is disabled`
            : `${user.email} is enabled`;
      enqueueSnackbar(what, { variant: "success" });
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (err) => enqueueSnackbar(err.message, { variant: "error" }),
  });
  const busy = (id: string) => change.isPending && change.variables?.id === id;

  return (
    <Stack spacing={2.5}>
      <SearchField
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        placeholder="Search users by e-mail or name"
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, px: 2 }}>
        {users.isError ? (
          <ErrorAlert message="Failed to load data" sx={{ my: 2 }} />
        ) : !users.data ? (
          <Skeleton height={120} aria-label="Loading users" />
        ) : users.data.users.length === 0 ? (
          <Typography sx={{ py: 3, textAlign: "center", color: "text.secondary" }}>
            No users found.
          </Typography>
        ) : (
          <List aria-label="Users">
            {users.data.users.map((u) => (
              <ListItem
                key={u.id}
                divider
                disableGutters
                sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}
              >
                <ListItemAvatar>
                  <UserAvatar name={u.name} image={u.image ? `${u.image}?w=96` : null} />
                </ListItemAvatar>
                <ListItemText
                  sx={{ minWidth: 200, flex: "1 1 240px" }}
                  primary={
                    <Box
                      component="span"
                      sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
                    >
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {u.name || u.email}
                      </Box>
                      {u.isAdmin && <Chip size="small" color="primary" label="Admin" />}
                      {u.disabled && <Chip size="small" color="error" label="Disabled" />}
                    </Box>
                  }
                  secondary={`${u.email} · joined ${shortDate(u.createdAt)} · last sign-in ${shortDate(u.lastLogin)} · ${u.events} event${u.events === 1 ? "" : "s"}`}
                />
                {u.id !== selfId && (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy(u.id)}
                      onClick={() => change.mutate({ id: u.id, update: { isAdmin: !u.isAdmin } })}
                      aria-label={`${u.isAdmin ? "Revoke admin from" : "Make admin"} ${u.email}`}
                    >
                      {u.isAdmin ? "Revoke admin" : "Make admin"}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color={u.disabled ? "success" : "error"}
                      disabled={busy(u.id)}
                      onClick={() => change.mutate({ id: u.id, update: { disabled: !u.disabled } })}
                      aria-label={`${u.disabled ? "Enable" : "Disable"} ${u.email}`}
                    >
                      {u.disabled ? "Enable" : "Disable"}
                    </Button>
                  </Stack>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {users.data && users.data.total > pageSize && (
        <Pagination
          count={Math.ceil(users.data.total / pageSize)}
          page={page}
          onChange={(_, p) => setPage(p)}
          aria-label="User pages"
        />
      )}
      <AuditLogSection />
    </Stack>
  );
}
