import ArticleOutlinedIcon from "@mui/icons-material/ArticleOutlined";
import DashboardCustomizeOutlinedIcon from "@mui/icons-material/DashboardCustomizeOutlined";
import MonitorHeartOutlinedIcon from "@mui/icons-material/MonitorHeartOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

type LinkCard = { title: string; text: string; icon: ReactNode } & ({ to: string } | { href: string });

const cards: LinkCard[] = [
  {
    title: "Templates",
    text: "See the invitation templates and install the default designs.",
    icon: <DashboardCustomizeOutlinedIcon />,
    to: "/dashboard/admin?tab=templates",
  },
  {
    title: "System",
    text: "Check that the server and its database are healthy.",
    icon: <MonitorHeartOutlinedIcon />,
    to: "/dashboard/admin?tab=system",
  },
  {
    title: "API documentation",
    text: "Every endpoint of the server, with its request and response shapes.",
    icon: <ArticleOutlinedIcon />,
    href: "/api/docs",
  },
];

/** The admin's start: a short welcome and where to go next. */
export function AdminDashboardTab({ name }: { name: string }) {
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {`Welcome, ${name}`}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>
        You look after what every host shares: the invitation designs and the system itself.
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {cards.map((c) => (
          <Grid key={c.title} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: "100%" }}>
              <CardActionArea
                {...("to" in c ? { component: RouterLink, to: c.to } : { component: "a", href: c.href })}
                sx={{
                  height: "100%",
                  p: 2.5,
                  display: "flex",
                  gap: 2,
                  alignItems: "flex-start",
                  justifyContent: "flex-start",
                }}
              >
                <Box aria-hidden sx={{ color: "accent.main", display: "flex", "& svg": { fontSize: 32 } }}>
                  {c.icon}
                </Box>
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {c.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {c.text}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
