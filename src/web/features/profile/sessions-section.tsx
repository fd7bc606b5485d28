import ComputerOutlinedIcon from "@mui/icons-material/ComputerOutlined";
import PhoneIphoneOutlinedIcon from "@mui/icons-material/PhoneIphoneOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { api, unwrap } from "../../lib/api-client.ts";
import { authClient } from "../../lib/auth-client.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { ProfileSection } from "./profile-section.tsx";

export const sessionsKey = ["auth", "sessions"] as const;

type SessionRow = {
  id: string;
  createdAt: string;
  updatedAt: string;
  userAgent?: string | null;
  ipAddress?: string | null;
};

/** A readable device name from a user agent: browser on system. */
function deviceOf(agent: string | null | undefined): { label: string; phone: boolean } {
  const ua = agent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Chrome\//.test(ua)
      ? "Chrome"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Safari\//.test(ua)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : "an unknown system";
  return { label: `${browser} on ${system}`, phone: /Android|iPhone|iPad|Mobile/.test(ua) };
}

/** The account's signed-in devices; this one is marked, the others can be signed out. */
export function SessionsSection() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: (): Promise<SessionRow[]> => unwrap(api.GET("/auth/list-sessions")),
  });
  const current = useQuery({
    queryKey: ["auth", "session"],
    queryFn: (): Promise<{ session: { id: string } } | null> => unwrap(api.GET("/auth/get-session")),
  });
  const others = (sessions.data ?? []).filter((s) => s.id !== current.data?.session.id);
  const signOutOthers = useMutation({
    mutationFn: async () => {
      const result = await authClient.revokeOtherSessions();
      if (result.error) throw new Error(result.error.message);
    },
    onSuccess: () => {
      enqueueSnackbar("Signed out of every other device", { variant: "success" });
      return client.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: () => enqueueSnackbar("Failed to sign out the other devices", { variant: "error" }),
  });

  return (
    <ProfileSection title="Active sessions" intro="Where your account is signed in right now.">
      {sessions.isError ? (
        <Alert severity="info">Sign in again to see your active sessions.</Alert>
      ) : !sessions.data ? (
        <Skeleton height={64} aria-label="Loading sessions" />
      ) : (
        <List aria-label="Active sessions" disablePadding>
          {[...sessions.data]
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
            .map((s) => {
              const device = deviceOf(s.userAgent);
              const thisOne = s.id === current.data?.session.id;
              return (
                <ListItem key={s.id} disableGutters divider>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {device.phone ? <PhoneIphoneOutlinedIcon /> : <ComputerOutlinedIcon />}
                  </ListItemIcon>
                  <ListItemText
                    primary={device.label}
                    secondary={`Signed in ${formatTimestamp(s.createdAt)}${s.ipAddress ? ` · ${s.ipAddress}` : ""}`}
                  />
                  {thisOne && <Chip size="small" color="success" label="This device" />}
                </ListItem>
              );
            })}
        </List>
      )}
      <Button
        sx={{ mt: 2 }}
        variant="outlined"
        color="error"
        disabled={others.length === 0}
        loading={signOutOthers.isPending}
        onClick={() => signOutOthers.mutate()}
      >
        Sign out other sessions
      </Button>
    </ProfileSection>
  );
}
