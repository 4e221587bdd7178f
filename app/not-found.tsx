import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { AuthCard } from "@/components/account/AuthCard";

export default function NotFound() {
  return (
    <AuthCard heading="Page not found">
      <Typography sx={{ mb: 3 }}>There is no page at this address.</Typography>
      <Button href="/" variant="contained" fullWidth>
        Back to login page
      </Button>
    </AuthCard>
  );
}
