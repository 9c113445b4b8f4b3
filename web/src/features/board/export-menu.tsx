import { DownloadIcon } from "lucide-react";
import { projectExportUrl } from "@/api/imports";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The board header's 'Export' menu (product rules §30): plain download links, JSON or CSV. */
export function ExportMenu({ projectId }: { projectId: number }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadIcon aria-hidden="true" />
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={projectExportUrl(projectId, "json")} download>
            Export as JSON
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={projectExportUrl(projectId, "csv")} download>
            Export as CSV
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
