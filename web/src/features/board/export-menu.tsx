import { DownloadIcon } from "lucide-react";
import { projectExportUrl } from "@/api/imports";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useT } from "@/i18n";

/** The board header's 'Export' menu (product rules §30): plain download links, JSON or CSV. */
export function ExportMenu({ projectId }: { projectId: number }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadIcon aria-hidden="true" />
          {t({ id: "board.export.button", defaultMessage: "Export" })}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={projectExportUrl(projectId, "json")} download>
            {t({ id: "board.export.json", defaultMessage: "Export as JSON" })}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={projectExportUrl(projectId, "csv")} download>
            {t({ id: "board.export.csv", defaultMessage: "Export as CSV" })}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
