import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { MemberFamilyRow } from "@/lib/resources/members/profile";
import { said } from "./Facts";
import { Section } from "./Section";

export function FamilySection({ family }: { family: MemberFamilyRow[] }) {
  return (
    <Section title="Family">
      {family.length === 0 ? (
        <Typography color="textSecondary">No family details given.</Typography>
      ) : (
        <Table size="small" aria-label="Family">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Relation</TableCell>
              <TableCell>Education</TableCell>
              <TableCell>Occupation</TableCell>
              <TableCell>Alive</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {family.map((person) => (
              <TableRow key={person.id}>
                <TableCell>{person.name}</TableCell>
                <TableCell>{person.subType ? `${person.relation} (${person.subType})` : person.relation}</TableCell>
                <TableCell>{said(person.education)}</TableCell>
                <TableCell>{said(person.occupation)}</TableCell>
                <TableCell>{said(person.isAlive)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
