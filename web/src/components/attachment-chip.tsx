import { Paperclip, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

/** An attached file's name (full name on hover) with its remove button, above a composer. */
export function AttachmentChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-1.5 text-sm">
      <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate" title={name}>
        {name}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t({ id: "attachment.remove", defaultMessage: "Remove attachment {name}" }, { name })}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
