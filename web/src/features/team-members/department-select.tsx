import type { Team } from "@contract/teams";
import type { ComponentProps } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useT } from "@/i18n";

/** The select value meaning no department (product rules §14). */
export const NO_DEPARTMENT = "none";

/** A department picker with 'No Department' first. */
export function DepartmentSelect({
  value,
  onChange,
  departments,
  disabled,
  ...trigger
}: {
  value: string;
  onChange: (value: string) => void;
  departments: readonly Pick<Team, "id" | "name">[];
  disabled?: boolean;
} & Pick<ComponentProps<typeof SelectTrigger>, "id" | "aria-label" | "className">) {
  const t = useT();
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_DEPARTMENT}>
          {t({ id: "teamMembers.noDepartment", defaultMessage: "No Department" })}
        </SelectItem>
        {departments.map((d) => (
          <SelectItem key={d.id} value={String(d.id)}>
            {d.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The department id a select value stands for (null for 'No Department'). */
export const departmentIdOf = (value: string): number | null =>
  value === NO_DEPARTMENT ? null : Number(value);
