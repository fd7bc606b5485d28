import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useCurrentUser } from "../../lib/current-user.ts";
import { DashboardTiles } from "./dashboard-tiles.tsx";
import { RecentInvitations } from "./recent-invitations.tsx";

export default function DashboardHomePage() {
  const { user } = useCurrentUser();
  const displayName = user?.name?.trim() || "User";

  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 }, maxWidth: 1200, mx: "auto" }}>
      <title>Dashboard · EventHub</title>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {`Welcome back, ${displayName}`}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: { xs: 3, md: 4 } }}>
        Here is everything you need to run your events.
      </Typography>
      <DashboardTiles />
      <Box sx={{ mt: { xs: 3, md: 4 } }}>
        <RecentInvitations />
      </Box>
    </Box>
  );
}
