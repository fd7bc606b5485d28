import EventIcon from "@mui/icons-material/Event";
import HomeIcon from "@mui/icons-material/Home";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { FormEvent } from "react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LinkButton } from "../../components/link-button.tsx";
import { PageContainer } from "../../components/page-container.tsx";

export default function NotFoundPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/events?search=${encodeURIComponent(search.trim())}`);
  };

  return (
    <PageContainer maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }}>
      <title>Page not found · EventHub</title>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: "5rem", md: "7rem" },
          fontWeight: 900,
          lineHeight: 1,
          background: "linear-gradient(135deg, #1a2a4f 0%, #7b3fe4 60%, #d6246e 100%)",
          backgroundClip: "text",
          WebkitBackgroundClip: "text",
          color: "transparent",
        }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 1.5 }}>
        Page not found
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 4 }}>
        The page you are looking for has moved, been removed, or never existed. Let's get you back to the
        party.
      </Typography>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ justifyContent: "center", mb: 4 }}>
        <LinkButton to="/" variant="contained" icon={<HomeIcon />}>
          Go Home
        </LinkButton>
        <LinkButton to="/events" icon={<EventIcon />}>
          Browse Events
        </LinkButton>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, textAlign: "left" }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Looking for an event?
        </Typography>
        <Box
          component="form"
          role="search"
          onSubmit={onSearch}
          sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}
        >
          <TextField
            label="Search events"
            placeholder="Title or location"
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: "1 1 200px" }}
          />
          <Button type="submit" variant="contained" color="secondary" startIcon={<SearchIcon />}>
            Search Events
          </Button>
        </Box>
      </Paper>

      <Typography sx={{ mt: 4, color: "text.secondary" }}>
        Think something is broken?{" "}
        <Link href="mailto:support@eventhub.example">Contact support at support@eventhub.example</Link>
      </Typography>
    </PageContainer>
  );
}
