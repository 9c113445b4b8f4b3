import { PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { defineMessage, useT } from "@/i18n";
import { addTag } from "./task-form-schema";

/** The Tags label and list name. */
export const TAGS = defineMessage({ id: "tasks.tags.label", defaultMessage: "Tags" });

/** Tags editor: type and press Enter or the plus button; each tag has a remove button. */
export function TagInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState("");
  const commit = () => {
    onChange(addTag(value, draft));
    setDraft("");
  };
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={50}
          placeholder={t({ id: "tasks.tags.placeholder", defaultMessage: "Add a tag" })}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t({ id: "tasks.tags.add", defaultMessage: "Add tag" })}
          onClick={commit}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t(TAGS)}>
          {value.map((tag) => (
            <li key={tag} className="max-w-full">
              <Badge variant="secondary" className="gap-1 pe-1">
                <span className="min-w-0 wrap-anywhere">{tag}</span>
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={t({ id: "tasks.tags.remove", defaultMessage: "Remove tag {tag}" }, { tag })}
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                >
                  <XIcon aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
